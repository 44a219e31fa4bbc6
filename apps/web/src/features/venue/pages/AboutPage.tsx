import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /about: the memorial's introduction. */
export default function AboutPage() {
  return <VenuePageQuery slug="about">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
