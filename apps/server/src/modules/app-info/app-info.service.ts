import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appInfoSchema, type AppInfo } from '@atrium/shared/api/app-info';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/settings.table';
import type { Audit } from '../audit/audit.service';

const KEY = 'app';

/** Until staff set it, the app page shows the announced release (April 10). */
export const DEFAULT_APP_INFO: AppInfo = {
  iosUrl: 'https://apps.apple.com/app/atrium-memorial/id6450000000',
  androidUrl: 'https://play.google.com/store/apps/details?id=org.atrium.memorial',
  releaseDate: '2026-04-10',
  notice: {
    ko: '아트리움 기념관 앱이 4월 10일에 출시됩니다. 행사 소식과 출석 체크, 전시 안내를 휴대폰에서 만나 보세요.',
    en: 'The Atrium Memorial app is released on April 10. Follow events, check in and explore the exhibitions on your phone.',
    ja: 'アトリウム記念館アプリは4月10日にリリースされます。行事のお知らせ、出席チェック、展示案内をスマートフォンでお楽しみください。',
    es: 'La aplicación del Memorial Atrium se lanza el 10 de abril. Siga los eventos, registre su asistencia y recorra las exposiciones desde su teléfono.',
    fr: 'L’application du Mémorial Atrium sort le 10 avril. Suivez les événements, pointez votre présence et découvrez les expositions sur votre téléphone.',
  },
};

export function createAppInfo(db: Db, audit: Audit) {
  async function read(): Promise<AppInfo> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, KEY));
    const parsed = appInfoSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_APP_INFO;
  }
  return {
    read,
    async forVisitor(lang: Language) {
      const info = await read();
      return { ...info, notice: pickLocalized(info.notice, lang) };
    },
    async save(request: FastifyRequest, info: AppInfo) {
      await db
        .insert(siteSettings)
        .values({ key: KEY, value: info })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: info, updatedAt: sql`now()` } });
      await audit.record(request, { action: 'app.update', targetType: 'setting', targetId: KEY });
      return info;
    },
  };
}
export type AppInfoService = ReturnType<typeof createAppInfo>;
