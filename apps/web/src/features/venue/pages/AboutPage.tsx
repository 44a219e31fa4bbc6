import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /about: the memorial's introduction (where the home page's way-here button leads). */
export default function AboutPage() {
  return <VenuePageQuery slug="about">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
