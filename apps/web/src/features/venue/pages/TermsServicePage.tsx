import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /terms/service: the terms of service, with their last change. */
export default function TermsServicePage() {
  return <VenuePageQuery slug="terms-service">{(page) => <VenuePageView page={page} showUpdated />}</VenuePageQuery>;
}
