import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /terms/privacy: the privacy policy, with its last change. */
export default function TermsPrivacyPage() {
  return <VenuePageQuery slug="terms-privacy">{(page) => <VenuePageView page={page} showUpdated />}</VenuePageQuery>;
}
