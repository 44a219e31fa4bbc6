import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /about/history: the venue's history. */
export default function HistoryPage() {
  return <VenuePageQuery slug="history">{(page) => <VenuePageView page={page} />}</VenuePageQuery>;
}
