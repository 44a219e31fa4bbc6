import type { PageId } from '@atrium/shared/routes';
import type { IconComponent } from '#web/components/ui/Icon';
import {
  MapOutlinedIcon,
  MapIcon,
  InfoOutlinedIcon,
  InfoIcon,
  LocalFloristOutlinedIcon,
  LocalFloristIcon,
  PlaceOutlinedIcon,
  PlaceIcon,
  MuseumOutlinedIcon,
  MuseumIcon,
  SchoolOutlinedIcon,
  SchoolIcon,
  NewspaperOutlinedIcon,
  EventOutlinedIcon,
  EventIcon,
  SmartphoneOutlinedIcon,
  AccountCircleOutlinedIcon,
  AccountCircleIcon,
  LoginOutlinedIcon,
} from '#web/app/layouts/navigation/icons';

export type { IconComponent };

interface SubMenuItem {
  /** Key in the common namespace. */
  text: string;
  page: PageId;
}

export interface MenuItem extends SubMenuItem {
  icon: IconComponent;
  /** The filled variant, shown while the item's route is active. */
  activeIcon: IconComponent;
  subList?: readonly SubMenuItem[];
  /** Other pages that belong to this item (the spec's activeLink): details, related forms. */
  activeFor?: readonly PageId[];
}

/**
 * The side and mobile menu: every public page is reachable from here. Paths come from the
 * shared route table, never written by hand. The last item (my info / sign in) depends on the
 * session, see sessionMenuItem().
 */
export const MENU: readonly MenuItem[] = [
  // First: what a visitor plans by (hours, the way here, accessibility; issue 42).
  { text: 'nav.visit', page: 'visit', icon: MapOutlinedIcon, activeIcon: MapIcon },
  {
    text: 'nav.about',
    page: 'about',
    icon: InfoOutlinedIcon,
    activeIcon: InfoIcon,
    subList: [
      { text: 'nav.aboutVenue', page: 'about' },
      { text: 'nav.history', page: 'aboutHistory' },
      { text: 'nav.sunghwa', page: 'aboutSunghwa' },
    ],
  },
  { text: 'nav.ceremony', page: 'ceremony', icon: LocalFloristOutlinedIcon, activeIcon: LocalFloristIcon },
  { text: 'nav.spaces', page: 'spaces', icon: PlaceOutlinedIcon, activeIcon: PlaceIcon },
  { text: 'nav.exhibitions', page: 'exhibitions', icon: MuseumOutlinedIcon, activeIcon: MuseumIcon },
  {
    text: 'nav.edu',
    page: 'edu',
    icon: SchoolOutlinedIcon,
    activeIcon: SchoolIcon,
    subList: [
      { text: 'nav.webtoon', page: 'webtoons' },
      { text: 'nav.epic', page: 'eduEpics' },
      { text: 'nav.sunghwaEdu', page: 'sunghwa' },
      { text: 'nav.quizzes', page: 'epicTests' },
    ],
  },
  {
    text: 'nav.news',
    page: 'news',
    icon: NewspaperOutlinedIcon,
    activeIcon: NewspaperOutlinedIcon /* Material draws it filled alike */,
  },
  { text: 'nav.event', page: 'event', icon: EventOutlinedIcon, activeIcon: EventIcon, activeFor: ['program'] },
  {
    text: 'nav.appBrochure',
    page: 'app',
    icon: SmartphoneOutlinedIcon,
    activeIcon: SmartphoneOutlinedIcon,
    subList: [
      { text: 'nav.app', page: 'app' },
      { text: 'nav.brochure', page: 'brochure' },
    ],
  },
];

const MY_INFO: MenuItem = {
  text: 'nav.my',
  page: 'my',
  icon: AccountCircleOutlinedIcon,
  activeIcon: AccountCircleIcon,
};
const SIGN_IN: MenuItem = {
  text: 'nav.signin',
  page: 'signin',
  icon: LoginOutlinedIcon,
  activeIcon: LoginOutlinedIcon,
  activeFor: ['signup', 'resetPassword', 'searchId', 'unlock'],
};

/** Spec: the last item is 'my info' when an access token is held, otherwise 'sign in'. */
export const sessionMenuItem = (signedIn: boolean): MenuItem => (signedIn ? MY_INFO : SIGN_IN);

export const menuFor = (signedIn: boolean): readonly MenuItem[] => [...MENU, sessionMenuItem(signedIn)];
