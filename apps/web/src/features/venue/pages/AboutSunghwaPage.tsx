import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /about/sunghwa: about the Sunghwa course. */
export default function AboutSunghwaPage() {
  return <VenuePageQuery slug="sunghwa">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
