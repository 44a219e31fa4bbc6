import type SvgIcon from '@mui/material/SvgIcon';
import type { PageId } from '@atrium/shared/routes';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Info from '@mui/icons-material/Info';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import LocalFlorist from '@mui/icons-material/LocalFlorist';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Place from '@mui/icons-material/Place';
import MuseumOutlined from '@mui/icons-material/MuseumOutlined';
import Museum from '@mui/icons-material/Museum';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import School from '@mui/icons-material/School';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import Newspaper from '@mui/icons-material/Newspaper';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Event from '@mui/icons-material/Event';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Smartphone from '@mui/icons-material/Smartphone';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Login from '@mui/icons-material/Login';

export type IconComponent = typeof SvgIcon;

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
  {
    text: 'nav.about',
    page: 'about',
    icon: InfoOutlined,
    activeIcon: Info,
    subList: [
      { text: 'nav.aboutVenue', page: 'about' },
      { text: 'nav.history', page: 'aboutHistory' },
      { text: 'nav.sunghwa', page: 'aboutSunghwa' },
    ],
  },
  { text: 'nav.ceremony', page: 'ceremony', icon: LocalFloristOutlined, activeIcon: LocalFlorist },
  { text: 'nav.spaces', page: 'spaces', icon: PlaceOutlined, activeIcon: Place },
  { text: 'nav.exhibitions', page: 'exhibitions', icon: MuseumOutlined, activeIcon: Museum },
  {
    text: 'nav.edu',
    page: 'edu',
    icon: SchoolOutlined,
    activeIcon: School,
    subList: [
      { text: 'nav.webtoon', page: 'webtoons' },
      { text: 'nav.epic', page: 'eduEpics' },
      { text: 'nav.sunghwaEdu', page: 'sunghwa' },
      { text: 'nav.quizzes', page: 'epicTests' },
    ],
    activeFor: ['epic'],
  },
  { text: 'nav.news', page: 'news', icon: NewspaperOutlined, activeIcon: Newspaper },
  { text: 'nav.event', page: 'event', icon: EventOutlined, activeIcon: Event, activeFor: ['program'] },
  {
    text: 'nav.appBrochure',
    page: 'app',
    icon: SmartphoneOutlined,
    activeIcon: Smartphone,
    subList: [
      { text: 'nav.app', page: 'app' },
      { text: 'nav.brochure', page: 'brochure' },
    ],
  },
];

const MY_INFO: MenuItem = { text: 'nav.my', page: 'my', icon: AccountCircleOutlined, activeIcon: AccountCircle };
const SIGN_IN: MenuItem = {
  text: 'nav.signin',
  page: 'signin',
  icon: LoginOutlined,
  activeIcon: Login,
  activeFor: ['signup', 'resetPassword', 'searchId', 'unlock'],
};

/** Spec: the last item is 'my info' when an access token is held, otherwise 'sign in'. */
export const sessionMenuItem = (signedIn: boolean): MenuItem => (signedIn ? MY_INFO : SIGN_IN);

export const menuFor = (signedIn: boolean): readonly MenuItem[] => [...MENU, sessionMenuItem(signedIn)];
