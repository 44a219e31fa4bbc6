import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter } from '#web/lib/router';
import type { Language } from '@atrium/shared/languages';
import { createTestI18n } from '#web/test/test-i18n';
import { AuditTable } from './AuditTable';
import type { AuditEntry } from '../lib/content-sentence';

let nextId = 1;
const entry = (action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: nextId++,
  actor: { id: 1, email: 'admin@example.org' },
  action,
  targetType: 'main-slides',
  targetId: '7',
  details: { title: 'Faith, remembered' },
  createdAt: '2026-04-10T01:00:00.000Z',
  ...extra,
});

/** The audit table in a language; returns the "what happened" cell of each row, in order. */
async function rows(lang: Language, entries: AuditEntry[]): Promise<string[]> {
  const i18n = await createTestI18n(lang);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <AuditTable entries={entries} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const body = screen.getAllByRole('rowgroup')[1]!;
  return within(body)
    .getAllByRole('row')
    .map((row) => (within(row).getAllByRole('cell')[1]!.textContent ?? '').replace(/\s/g, ' '));
}

describe('the audit log in words', () => {
  it('tells each content action as a sentence in English', async () => {
    const said = await rows('en', [
      entry('content.create'),
      entry('content.save', { targetType: 'spaces', details: { title: 'Hall of Light' } }),
      entry('content.publish', { details: { title: 'Faith, remembered', memo: '' } }),
      entry('content.publish', { details: { title: 'Faith, remembered', scheduled: true } }),
      entry('content.schedule', { details: { title: 'Faith, remembered', at: '2026-04-10T01:30:00.000Z' } }),
      entry('content.unpublish', { targetType: 'exhibitions', details: { title: 'Light and Stone' } }),
      entry('content.schedule-unpublish', { details: { title: 'Faith, remembered', at: '2026-05-01T15:00:00.000Z' } }),
      entry('content.delete', { targetType: 'artworks', details: { title: 'Bell' } }),
      entry('content.restore', { details: { title: 'Faith, remembered', rev: 3 } }),
      entry('content.order', { targetId: null, details: { count: 4 } }),
      entry('content.schedule-failed', {
        targetType: 'artworks',
        details: { title: 'Bell', code: 'VALIDATION_FAILED' },
      }),
    ]);
    expect(said).toEqual([
      'admin@example.org created the main slide “Faith, remembered”',
      'admin@example.org saved a draft of the space “Hall of Light”',
      'admin@example.org published the main slide “Faith, remembered”',
      'admin@example.org published the main slide “Faith, remembered” (as scheduled)',
      // In the venue's time (Asia/Seoul), whatever the browser's zone.
      'admin@example.org scheduled the main slide “Faith, remembered” to be published on Apr 10, 2026, 10:30 AM GMT+9',
      'admin@example.org withdrew the exhibition “Light and Stone” from the site',
      'admin@example.org scheduled the main slide “Faith, remembered” to be withdrawn on May 2, 2026, 12:00 AM GMT+9',
      'admin@example.org deleted the artwork “Bell”',
      'admin@example.org restored revision #3 of the main slide “Faith, remembered” as the draft',
      'admin@example.org changed the order of “Main slides” (4 in all)',
      "admin@example.org's scheduled change to the artwork “Bell” could not go live; the schedule was cleared",
    ]);
  });

  it('tells them in Korean without 을(를)', async () => {
    const said = await rows('ko', [
      entry('content.publish'),
      entry('content.publish', { targetType: 'spaces', details: { title: '빛의 전당', scheduled: true } }),
      entry('content.unpublish', { targetType: 'exhibitions', details: { title: '빛과 돌' } }),
      entry('content.restore', { details: { title: 'Faith, remembered', rev: 3 } }),
      entry('content.order', { targetId: null, details: { count: 4 } }),
      entry('content.save', { targetType: 'visit-info', targetId: 'visit-info', details: { title: '서울시 중구 1' } }),
    ]);
    expect(said).toEqual([
      'admin@example.org 님이 ‘Faith, remembered’ 메인 슬라이드를 게시했습니다',
      'admin@example.org 님의 예약에 따라 ‘빛의 전당’ 공간을 게시했습니다',
      'admin@example.org 님이 ‘빛과 돌’ 전시를 게시 중단했습니다',
      'admin@example.org 님이 ‘Faith, remembered’ 메인 슬라이드를 수정본 #3의 내용으로 되살렸습니다 (초안)',
      'admin@example.org 님이 ‘메인 슬라이드’ 순서를 바꿨습니다 (모두 4개)',
      // A singleton is named by its type: its "title" (the address) would say nothing.
      'admin@example.org 님이 관람 안내를 초안으로 저장했습니다',
    ]);
    expect(said.join()).not.toContain('을(를)');
  });

  it('names singletons and untitled items by their type alone', async () => {
    const said = await rows('en', [
      entry('content.publish', { targetType: 'site', targetId: 'site', details: { title: 'Atrium Foundation' } }),
      entry('content.delete', { details: { title: '' } }),
    ]);
    expect(said).toEqual([
      'admin@example.org published the site information',
      'admin@example.org deleted the main slide',
    ]);
  });

  it('keeps the labels of other actions, with who and on what, and shows a publish note', async () => {
    const said = await rows('en', [
      entry('user.role', { targetType: 'user', targetId: '12', details: { role: 'MANAGER' } }),
      entry('translation.export', { targetType: null, targetId: null, details: null }),
      entry('content.publish', { details: { title: 'Faith, remembered', memo: 'Typo fixed' } }),
    ]);
    expect(said.slice(0, 2)).toEqual([
      'admin@example.org: Role change (user #12)',
      'admin@example.org: Translation export',
    ]);
    expect(screen.getByRole('cell', { name: 'role: MANAGER' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Note: Typo fixed' })).toBeTruthy();
    // What the sentence says already is not repeated in the details.
    expect(screen.queryByRole('cell', { name: /title:/ })).toBeNull();
  });

  it('tells what was done with a release, and which items it put live', async () => {
    const release = (action: string, details: Record<string, unknown>) =>
      entry(action, { targetType: 'release', targetId: '3', details: { title: 'Spring opening', ...details } });
    const said = await rows('en', [
      release('release.create', { count: 2 }),
      release('release.add', { type: 'artworks', id: 12, added: true }),
      release('release.add', { type: 'artworks', id: 12, added: false }),
      release('release.remove', { type: 'exhibitions', id: '5' }),
      release('release.schedule', { at: '2026-04-10T01:30:00.000Z' }),
      release('release.publish', { count: 2 }),
      release('release.failed', {
        type: 'exhibitions',
        id: 5,
        code: 'VALIDATION_FAILED',
        fields: { 'title.en': 'REQUIRED' },
        at: '2026-04-10T01:30:00.000Z',
      }),
      release('release.delete', {}),
      entry('content.publish', {
        targetType: 'exhibitions',
        targetId: '5',
        details: { title: 'Light and Stone', memo: 'Spring opening', release: 3 },
      }),
    ]);
    expect(said).toEqual([
      'admin@example.org created the release “Spring opening” (items: 2)',
      'admin@example.org added the artwork #12 to the release “Spring opening”',
      'admin@example.org added the artwork #12 to the release “Spring opening”, which held it already',
      'admin@example.org took the exhibition #5 out of the release “Spring opening”',
      'admin@example.org scheduled the release “Spring opening” to be published on Apr 10, 2026, 10:30 AM GMT+9',
      'admin@example.org published the release “Spring opening”: all its items went live (items: 2)',
      "admin@example.org's release “Spring opening” could not go live: the exhibition #5 could not be published, so nothing was published",
      'admin@example.org deleted the release “Spring opening”',
      'admin@example.org published the exhibition “Light and Stone” with the release “Spring opening”',
    ]);
    // Why it failed, in words, instead of codes; nothing the sentences say is repeated.
    expect(
      screen.getByRole('cell', { name: /^Check the entered information\. Title \(.+\): This field is required\.$/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('cell', { name: /VALIDATION_FAILED|title:|count:|added:|release:|Note:/ })).toBeNull();
  });

  it('tells release actions in Korean, with the glossary’s word for a release', async () => {
    const said = await rows('ko', [
      entry('release.add', {
        targetType: 'release',
        targetId: '3',
        details: { title: '봄 개막', type: 'artworks', id: 12, added: true },
      }),
      entry('release.publish', { targetType: 'release', targetId: '3', details: { title: '봄 개막', count: 2 } }),
      entry('content.publish', {
        targetType: 'exhibitions',
        details: { title: '빛과 돌', memo: '봄 개막', release: 3 },
      }),
    ]);
    expect(said).toEqual([
      'admin@example.org 님이 ‘봄 개막’ 묶음 게시에 작품을 추가했습니다 (#12)',
      'admin@example.org 님이 ‘봄 개막’ 묶음 게시로 항목 2개를 한꺼번에 게시했습니다',
      'admin@example.org 님이 ‘봄 개막’ 묶음 게시로 ‘빛과 돌’ 전시를 게시했습니다',
    ]);
  });

  it('tells an account lock as a sentence, in English and Korean, without the raw count', async () => {
    const lock = () =>
      entry('account.lock', {
        actor: { id: null, email: 'kim@example.org' },
        targetType: 'user',
        targetId: '42',
        details: { failedCount: 11 },
      });
    expect(await rows('en', [lock()])).toEqual([
      'The account kim@example.org (#42) was locked after 11 wrong passwords; its owner was e-mailed an unlock link',
    ]);
    expect(screen.queryByText(/failedCount/)).toBeNull();
    cleanup();
    const [ko] = await rows('ko', [lock()]);
    expect(ko).toContain('kim@example.org');
    expect(ko).toContain('잠겼습니다');
  });

  it('says when wrong two-factor codes locked the account', async () => {
    const lock = entry('account.lock', {
      actor: { id: null, email: 'kim@example.org' },
      targetType: 'user',
      targetId: '42',
      details: { reason: 'mfa-codes', failedCount: 11 },
    });
    expect(await rows('en', [lock])).toEqual([
      'The account kim@example.org (#42) was locked after 11 wrong two-factor codes; every device signed in to it was signed out and its owner was e-mailed an unlock link',
    ]);
    expect(screen.queryByText(/mfa-codes|reason/)).toBeNull();
  });
});
