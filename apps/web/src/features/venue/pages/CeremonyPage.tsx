import { CeremonyBooking } from '../components/CeremonyBooking';
import { VenuePageQuery } from '../components/VenuePageQuery';
import { VenuePageView } from '../components/VenuePageView';

/** /ceremony: the entrance ceremony, and how to book it. */
export default function CeremonyPage() {
  return (
    <VenuePageQuery slug="ceremony">
      {(page) => <VenuePageView page={page} after={<CeremonyBooking />} />}
    </VenuePageQuery>
  );
}
