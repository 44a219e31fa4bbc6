import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { VisitGuideResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { mapLinks } from '@atrium/shared/map-links';
import { Paragraphs } from '#web/components/content/Paragraphs';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { TitledSection } from '#web/components/pages/TitledSection';
import { LinkButton } from '#web/components/ui/Button';
import type { IconComponent } from '#web/components/ui/Icon';
import { TextLink } from '#web/components/ui/TextLink';
import { telHref } from '#web/components/visit/visit-format';
import { useTranslation } from '#web/lib/i18n/react';
import {
  AccessibleOutlinedIcon,
  DirectionsBusOutlinedIcon,
  DirectionsSubwayOutlinedIcon,
  FlightOutlinedIcon,
  GroupsOutlinedIcon,
  LocalParkingOutlinedIcon,
  MapOutlinedIcon,
  TrainOutlinedIcon,
} from '../icons';
import styles from './VisitGuideSections.module.css';

/** The sections of the Visit page after the hours, in the order of the page's contents list. */
const GUIDE_SECTIONS = ['map', 'transit', 'parking', 'accessibility', 'groups'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

/** Which sections have something to say (the contents list and the page leave out the others). */
export function guideSectionsOf(guide: VisitGuideResponse): GuideSection[] {
  const has: Record<GuideSection, boolean> = {
    map: true,
    transit: guide.transit.length > 0,
    parking: guide.parking !== '',
    accessibility: guide.accessibility.length > 0,
    groups: Boolean(guide.groupBooking.text || guide.groupBooking.phone || guide.groupBooking.email),
  };
  return GUIDE_SECTIONS.filter((s) => has[s]);
}

const TRANSIT_ICONS: Record<VisitGuideResponse['transit'][number]['mode'], IconComponent> = {
  subway: DirectionsSubwayOutlinedIcon,
  bus: DirectionsBusOutlinedIcon,
  train: TrainOutlinedIcon,
  airport: FlightOutlinedIcon,
};

interface SectionsProps {
  guide: VisitGuideResponse;
  address: { text: string; lang: Language };
  lang: Language;
}

/** The way here, transit, parking, accessibility and group booking: each a section with an anchor. */
export function VisitGuideSections({ guide, address, lang }: SectionsProps) {
  const shown = new Set(guideSectionsOf(guide));
  return (
    <>
      <MapSection guide={guide} address={address} lang={lang} />
      {shown.has('transit') && <TransitSection guide={guide} lang={lang} />}
      {shown.has('parking') && (
        <Section id="parking" icon={LocalParkingOutlinedIcon} lang={langIfOther(guide.langs.parking, lang)}>
          <Paragraphs text={guide.parking} />
        </Section>
      )}
      {shown.has('accessibility') && <AccessibilitySection guide={guide} lang={lang} />}
      {shown.has('groups') && <GroupsSection guide={guide} lang={lang} />}
    </>
  );
}

/** A section under its heading with an icon; its id is its anchor (/visit#groups). */
function Section(props: { id: GuideSection; icon: IconComponent; lang?: string; children: ReactNode }) {
  const { id, icon: Icon, lang, children } = props;
  const { t } = useTranslation();
  return (
    <TitledSection
      id={id}
      headingId={`${id}-title`}
      className={styles.section}
      title={
        <span className={styles.heading}>
          <Icon className={styles.headingIcon} />
          {t(`home:visitPage.sections.${id}`)}
        </span>
      }
    >
      <div lang={lang}>{children}</div>
    </TitledSection>
  );
}

function MapSection({ guide, address, lang }: SectionsProps) {
  const { t } = useTranslation();
  const links = mapLinks(guide.mapLinks, guide.coordinates, t('common:siteName'));
  return (
    <Section id="map" icon={MapOutlinedIcon}>
      <p lang={langIfOther(address.lang, lang)} className={clsx('type-body1', styles.address)}>
        {address.text}
      </p>
      {guide.mapImage && (
        <ResponsivePicture image={guide.mapImage} sizes="(min-width: 900px) 792px, 100vw" className={styles.map} />
      )}
      {links.length > 0 && (
        <ul className={styles.mapLinks} aria-label={t('home:visitPage.openMap')}>
          {links.map(({ service, href }) => (
            <li key={service}>
              <LinkButton href={href} variant="outlined" data-map={service}>
                {t(`home:visitPage.mapServices.${service}`)}
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      {guide.directions && (
        <div lang={langIfOther(guide.langs.directions, lang)} className={styles.prose}>
          <Paragraphs text={guide.directions} />
        </div>
      )}
    </Section>
  );
}

function TransitSection({ guide, lang }: Omit<SectionsProps, 'address'>) {
  const { t } = useTranslation();
  return (
    <Section id="transit" icon={DirectionsSubwayOutlinedIcon}>
      <ul className={styles.transit}>
        {guide.transit.map((item, i) => {
          const Icon = TRANSIT_ICONS[item.mode];
          return (
            <li key={i} lang={langIfOther(item.lang, lang)} className={styles.transitItem}>
              <Icon className={styles.transitIcon} />
              <div>
                <p className="type-body1">
                  <span className="visually-hidden">{t(`home:visitPage.transitModes.${item.mode}`)}: </span>
                  <strong className={styles.line}>{item.line}</strong> {item.stop}
                </p>
                {item.note && <p className="type-body2 text-secondary">{item.note}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function AccessibilitySection({ guide, lang }: Omit<SectionsProps, 'address'>) {
  const { t } = useTranslation();
  return (
    <Section id="accessibility" icon={AccessibleOutlinedIcon}>
      <dl className={styles.notes}>
        {guide.accessibility.map((note, i) => (
          <div key={i} className={styles.note}>
            <dt className={clsx('type-subtitle1', styles.noteTopic)}>
              {t(`home:visitPage.accessibilityTopics.${note.topic}`)}
            </dt>
            <dd lang={langIfOther(note.lang, lang)} className={styles.noteText}>
              <Paragraphs text={note.text} />
              {note.phone && (
                <p className="type-body1">
                  {t('home:visit.phone')} <TextLink href={telHref(note.phone)}>{note.phone}</TextLink>
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/**
 * Group visits: staff's rule, then a call or an e-mail already laid out (date, people, the
 * ceremony), which any mail program opens without the site's script.
 */
function GroupsSection({ guide, lang }: Omit<SectionsProps, 'address'>) {
  const { t } = useTranslation();
  const { text, phone, email } = guide.groupBooking;
  const mail = `mailto:${email}?subject=${encodeURIComponent(t('home:visitPage.booking.subject'))}&body=${encodeURIComponent(t('home:visitPage.booking.body'))}`;
  return (
    <Section id="groups" icon={GroupsOutlinedIcon} lang={langIfOther(guide.langs.groupBooking, lang)}>
      {text && <Paragraphs text={text} />}
      <div className={styles.actions}>
        {phone && (
          <LinkButton href={telHref(phone)} variant="contained">
            {t('home:visitPage.booking.call', { phone })}
          </LinkButton>
        )}
        {email && (
          <LinkButton href={mail} variant="outlined">
            {t('home:visitPage.booking.mail')}
          </LinkButton>
        )}
      </div>
      {email && (
        // The address apart from the words by the line's gap, not a space (none after Japanese text).
        <p className={clsx('type-body2 text-secondary', styles.mailNote)}>
          <span>{t('home:visitPage.booking.mailNote')}</span>
          <TextLink href={`mailto:${email}`}>{email}</TextLink>
        </p>
      )}
    </Section>
  );
}
