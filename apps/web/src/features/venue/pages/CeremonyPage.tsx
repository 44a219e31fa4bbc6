import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /ceremony (standalone, under the HOME link header): the entrance ceremony. */
export default function CeremonyPage() {
  return <VenuePageQuery slug="ceremony">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
