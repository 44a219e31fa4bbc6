import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /ceremony: the entrance ceremony. */
export default function CeremonyPage() {
  return <VenuePageQuery slug="ceremony">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
