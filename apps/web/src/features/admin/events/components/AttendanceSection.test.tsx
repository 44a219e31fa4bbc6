import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AttendanceList } from '@atrium/shared/api/events-admin';
import { I18nProvider } from '#web/lib/i18n/react';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { apiError, otherApiCallsNotFound } from '#web/test/http';
import { mfaHandlers } from '#web/components/mfa/mfa.mocks';
import { AdminRoleContext } from '#web/features/admin/lib/admin-role';
import { eventAdminHandlers } from '../api/events.mocks';
import { eventAdminSearchSchema } from '../lib/event-admin-search';
import { AttendanceSection } from './AttendanceSection';

const row = (email: string): AttendanceList['items'][number] => ({
  memberId: 7,
  name: '최은비',
  email,
  phone: '+82******5678',
  count: 2,
  days: [1, 2],
  lastCheckInAt: '2026-10-02T03:00:00.000Z',
  deleted: false,
});
const list = (email: string): AttendanceList => ({
  items: [row(email)],
  page: 1,
  pageSize: 20,
  total: 1,
  event: { id: 3, title: 'Daily check-in', startDate: '2026-10-01', endDate: '2026-10-28' },
  min: 1,
});

beforeEach(() => localStorage.setItem('accessToken', 'access'));
afterEach(() => localStorage.clear());

describe('the attendance table, unmasked', () => {
  it('asks an ADMIN for a two-factor code when the server wants one, then shows the full addresses', async () => {
    let steppedUp = false;
    server.use(
      eventAdminHandlers.attendance((request) => {
        if (new URL(request.url).searchParams.get('unmask') !== 'true') return list('se***@example.org');
        return steppedUp ? list('secret@example.org') : apiError(403, 'STEP_UP_REQUIRED');
      }),
      eventAdminHandlers.choices({ items: [] }),
      mfaHandlers.status({
        enabled: true,
        recoveryCodesLeft: 10,
        passkeys: 0,
        enrollmentRequired: false,
        stepUpUntil: null,
      }),
      mfaHandlers.stepUp(() => {
        steppedUp = true;
        return { stepUpUntil: '2026-10-02T03:05:00.000Z' };
      }),
      otherApiCallsNotFound(),
    );
    const i18n = await createTestI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <AdminRoleContext value="ADMIN">
            <AttendanceSection search={eventAdminSearchSchema.parse({ unmask: 'true' })} update={() => undefined} />
          </AdminRoleContext>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('cell', { name: 'secret@example.org' })).toBeTruthy();
  });
});
