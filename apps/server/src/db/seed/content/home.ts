import type { EduSlideSeed, FamilySiteSeed, L, MainSlideSeed, Motif, PictureSeed, SubSlideSeed } from './types';

/** The venue palette. */
const BROWN = '#5d4037';
const MOCHA = '#8d6e63';
const TAUPE = '#a1887f';
const SAND = '#d7ccc8';
const NAVY = '#1f2a44';
const SLATE = '#33415c';
const GOLD = '#c9a227';
const PALE_GOLD = '#e6c86e';
const STONE = '#78909c';
const MIST = '#cfd8dc';
const GREEN = '#4e7d5b';
const SAGE = '#a5c8a1';
const DUSK = '#5e548e';

const pic = (
  name: string,
  width: number,
  height: number,
  motif: Motif,
  colors: [string, string],
  alt: L,
): PictureSeed => ({
  name,
  width,
  height,
  motif,
  colors,
  alt,
});
const pc = (n: number, motif: Motif, colors: [string, string], alt: L) =>
  pic(`main-${n}-pc`, 1920, 800, motif, colors, alt);
const mobile = (n: number, motif: Motif, colors: [string, string], alt: L) =>
  pic(`main-${n}-mobile`, 750, 1000, motif, colors, alt);

export const MAIN_SLIDES: MainSlideSeed[] = [
  {
    title: {
      ko: '믿음의 길을 기억하는 곳',
      en: 'A place to remember the path of faith',
      ja: '信仰の歩みを記憶する場所',
      es: 'Un lugar para recordar el camino de la fe',
      fr: 'Un lieu pour se souvenir du chemin de la foi',
    },
    mobileTitle: {
      ko: '믿음을 기억하다',
      en: 'Faith, remembered',
      ja: '信仰を記憶する',
      es: 'La fe, en la memoria',
      fr: 'La foi en mémoire',
    },
    link: 'about/history',
    pc: pc(1, 'arch', [NAVY, DUSK], {
      ko: '해 질 무렵 기념관 입구에 서 있는 높은 석조 아치',
      en: 'A tall stone arch at the memorial entrance at dusk',
      ja: '夕暮れの記念館入口に立つ、高い石造りのアーチ',
      es: 'Un alto arco de piedra en la entrada del memorial al atardecer',
      fr: 'Une haute arche de pierre à l’entrée du mémorial, au crépuscule',
    }),
    mobile: mobile(1, 'arch', [DUSK, TAUPE], {
      ko: '보랏빛 저녁 하늘 아래 서 있는 기념관의 석조 아치',
      en: 'The memorial’s stone arch beneath a violet evening sky',
      ja: '紫色の夕空の下に立つ記念館の石造りのアーチ',
      es: 'El arco de piedra del memorial bajo un cielo violeta de atardecer',
      fr: 'L’arche de pierre du mémorial sous un ciel du soir aux reflets violets',
    }),
  },
  {
    title: {
      ko: '설립자들의 이야기와 함께 걷다',
      en: 'Walk with the founders’ story',
      ja: '創設者たちの物語とともに歩む',
      es: 'Camine junto a la historia de los fundadores',
      fr: 'Cheminez avec l’histoire des fondateurs',
    },
    mobileTitle: {
      ko: '설립자들의 이야기',
      en: 'The founders’ story',
      ja: '創設者たちの物語',
      es: 'La historia de los fundadores',
      fr: 'L’histoire des fondateurs',
    },
    link: 'exhibitions',
    pc: pc(2, 'gallery', [BROWN, GOLD], {
      ko: '따뜻한 조명 아래 액자들이 나란히 걸린 설립자 전시실',
      en: 'Framed pictures hanging side by side in the warm light of the Founders’ Gallery',
      ja: '温かな照明の下、額が並んで掛けられた創設者展示室',
      es: 'Cuadros enmarcados, uno junto a otro, bajo la luz cálida de la Galería de los Fundadores',
      fr: 'Des cadres accrochés côte à côte dans la lumière chaude de la galerie des fondateurs',
    }),
    mobile: mobile(2, 'gallery', [MOCHA, PALE_GOLD], {
      ko: '금빛 조명이 비치는 전시실 벽의 액자들',
      en: 'Frames on a gallery wall bathed in golden light',
      ja: '金色の光に照らされた展示室の壁の額',
      es: 'Marcos en la pared de una sala bañada por una luz dorada',
      fr: 'Des cadres sur un mur de galerie baigné d’une lumière dorée',
    }),
  },
  {
    title: {
      ko: '고요한 묵상의 정원',
      en: 'A garden for quiet reflection',
      ja: '静かな黙想のための庭園',
      es: 'Un jardín para la reflexión serena',
      fr: 'Un jardin propice au recueillement',
    },
    mobileTitle: {
      ko: '고요한 정원',
      en: 'A quiet garden',
      ja: '静けさの庭園',
      es: 'Un jardín sereno',
      fr: 'Un jardin de paix',
    },
    link: 'spaces',
    pc: pc(3, 'garden', [GREEN, SAGE], {
      ko: '햇살이 내려앉은 기념 정원의 둥근 나무들',
      en: 'Rounded trees in the sunlit Memorial Garden',
      ja: '陽の光が降り注ぐ記念庭園の丸い木々',
      es: 'Árboles de copa redonda en el Jardín del Recuerdo, bañado por el sol',
      fr: 'Des arbres aux formes arrondies dans le jardin du souvenir ensoleillé',
    }),
    mobile: mobile(3, 'path', [GREEN, SAGE], {
      ko: '빛을 향해 정원 안쪽으로 이어지는 산책길',
      en: 'A footpath leading into the garden toward the light',
      ja: '光に向かって庭園の奥へと続く小道',
      es: 'Un sendero que se adentra en el jardín hacia la luz',
      fr: 'Un sentier qui s’enfonce dans le jardin, vers la lumière',
    }),
  },
  {
    title: {
      ko: '입관 예식으로 여는 첫걸음',
      en: 'Begin with the Entrance Ceremony',
      ja: '入館式から始まる最初の一歩',
      es: 'Comience su visita con la ceremonia de entrada',
      fr: 'Commencez votre visite par la cérémonie d’entrée',
    },
    mobileTitle: {
      ko: '입관 예식 안내',
      en: 'The Entrance Ceremony',
      ja: '入館式のご案内',
      es: 'La ceremonia de entrada',
      fr: 'La cérémonie d’entrée',
    },
    link: 'ceremony',
    pc: pc(4, 'light', [NAVY, GOLD], {
      ko: '중앙 홀의 유리 지붕에서 쏟아져 내리는 빛줄기',
      en: 'Rays of light pouring down through the glass roof of the Main Hall',
      ja: '中央ホールのガラス屋根から降り注ぐ光の筋',
      es: 'Rayos de luz que descienden por el techo de cristal de la Gran Sala',
      fr: 'Des rayons de lumière tombant de la verrière du Grand Hall',
    }),
    mobile: mobile(4, 'light', [SLATE, PALE_GOLD], {
      ko: '예식이 열리는 홀을 부드럽게 비추는 빛',
      en: 'Soft light falling on the hall where the ceremony takes place',
      ja: '式が行われるホールにやわらかく差し込む光',
      es: 'Una luz suave sobre la sala donde se celebra la ceremonia',
      fr: 'Une lumière douce sur la salle où se déroule la cérémonie',
    }),
  },
];

export const SUB_SLIDES: SubSlideSeed[] = [
  {
    title: {
      ko: '설립자 전시',
      en: 'The Founders’ Exhibition',
      ja: '創設者展',
      es: 'La exposición de los fundadores',
      fr: 'L’exposition des fondateurs',
    },
    description: {
      ko: '손편지와 사진, 손때 묻은 유품을 통해 설립자들이 걸어온 삶과 그들이 일군 공동체의 이야기를 만나 보십시오.',
      en: 'Handwritten letters, photographs and well-worn belongings tell of the founders’ lives and the community they built.',
      ja: '直筆の手紙や写真、使い込まれた遺品を通して、創設者たちの歩みと、彼らが築いた共同体の物語に出会えます。',
      es: 'Cartas manuscritas, fotografías y objetos de uso diario narran la vida de los fundadores y la comunidad que construyeron.',
      fr: 'Lettres manuscrites, photographies et objets du quotidien racontent la vie des fondateurs et la communauté qu’ils ont bâtie.',
    },
    link: 'exhibitions',
    picture: pic('sub-1', 800, 600, 'gallery', [BROWN, TAUPE], {
      ko: '갈색 벽에 걸린 세 점의 액자가 있는 전시실',
      en: 'A gallery room with three frames on a warm brown wall',
      ja: '茶色の壁に三つの額が掛けられた展示室',
      es: 'Una sala con tres marcos colgados sobre una pared de tono marrón cálido',
      fr: 'Une salle d’exposition avec trois cadres sur un mur brun chaleureux',
    }),
  },
  {
    title: {
      ko: '기념 정원',
      en: 'The Memorial Garden',
      ja: '記念庭園',
      es: 'El Jardín del Recuerdo',
      fr: 'Le jardin du souvenir',
    },
    description: {
      ko: '계절마다 다른 얼굴을 보여 주는 정원에서 잠시 걸음을 멈추고 마음을 고요히 해 보십시오.',
      en: 'Pause for a while in a garden that changes with every season, and let your heart grow quiet.',
      ja: '季節ごとに表情を変える庭園で、しばし足を止め、心を静めてみてください。',
      es: 'Deténgase un momento en un jardín que cambia con cada estación y deje que su corazón se serene.',
      fr: 'Arrêtez-vous un instant dans un jardin qui change au fil des saisons, et laissez votre cœur s’apaiser.',
    },
    link: 'spaces/memorial-garden',
    picture: pic('sub-2', 800, 600, 'garden', [GREEN, PALE_GOLD], {
      ko: '오후 햇살 속에 줄지어 선 정원의 나무들',
      en: 'A row of garden trees in the afternoon sun',
      ja: '午後の日差しの中に並ぶ庭園の木々',
      es: 'Una hilera de árboles del jardín bajo el sol de la tarde',
      fr: 'Une rangée d’arbres du jardin sous le soleil de l’après-midi',
    }),
  },
  {
    title: {
      ko: '교육 프로그램',
      en: 'Education Programs',
      ja: '教育プログラム',
      es: 'Programas educativos',
      fr: 'Programmes éducatifs',
    },
    description: {
      ko: '웹툰과 대서사 역사 시리즈, 성화 교육 과정을 통해 믿음의 역사를 쉽고도 깊이 있게 배우실 수 있습니다.',
      en: 'Webtoons, the Epic History Series and the Sunghwa course make the history of faith easy to approach and rewarding to explore.',
      ja: 'ウェブトゥーンや大叙事詩 歴史シリーズ、聖和教育課程を通して、信仰の歴史を分かりやすく、そして深く学ぶことができます。',
      es: 'Los webtoons, la Serie histórica épica y el curso Sunghwa le permiten conocer la historia de la fe de forma sencilla y profunda.',
      fr: 'Webtoons, Série historique épique et formation Sunghwa : autant de façons d’aborder l’histoire de la foi, simplement et en profondeur.',
    },
    link: 'edu',
    picture: pic('sub-3', 800, 600, 'book', [SLATE, MIST], {
      ko: '푸른빛 배경 위에 펼쳐진 한 권의 책',
      en: 'An open book against a soft blue background',
      ja: '青みがかった背景に開かれた一冊の本',
      es: 'Un libro abierto sobre un fondo azul suave',
      fr: 'Un livre ouvert sur un fond d’un bleu doux',
    }),
  },
  {
    title: {
      ko: '무료 관람',
      en: 'Free Admission',
      ja: '入館無料',
      es: 'Entrada gratuita',
      fr: 'Entrée libre',
    },
    description: {
      ko: '아트리움 기념관은 화요일부터 일요일까지 오전 9시 30분부터 오후 5시 30분까지 문을 엽니다. 관람료는 받지 않습니다.',
      en: 'Atrium Memorial is open Tuesday to Sunday, from 9:30 a.m. to 5:30 p.m. Admission is always free.',
      ja: 'アトリウム記念館は火曜日から日曜日まで、午前9時30分から午後5時30分まで開館しています。入館料はいただいておりません。',
      es: 'El Memorial Atrium abre de martes a domingo, de 9:30 a 17:30. La entrada es siempre gratuita.',
      fr: 'Le Mémorial Atrium est ouvert du mardi au dimanche, de 9 h 30 à 17 h 30. L’entrée est toujours gratuite.',
    },
    link: '',
    picture: pic('sub-4', 800, 600, 'columns', [STONE, MIST], {
      ko: '맑은 아침, 기념관 입구에 늘어선 돌기둥',
      en: 'Stone columns lining the memorial entrance on a clear morning',
      ja: '晴れた朝、記念館の入口に立ち並ぶ石柱',
      es: 'Columnas de piedra en la entrada del memorial en una mañana despejada',
      fr: 'Des colonnes de pierre bordant l’entrée du mémorial par un matin clair',
    }),
  },
];

const WEBTOON: L = { ko: '웹툰', en: 'Webtoon', ja: 'ウェブトゥーン', es: 'Webtoon', fr: 'Webtoon' };
const EPIC: L = {
  ko: '대서사 역사 시리즈',
  en: 'Epic History Series',
  ja: '大叙事詩 歴史シリーズ',
  es: 'Serie histórica épica',
  fr: 'Série historique épique',
};
const ONLINE_GALLERY: L = {
  ko: '온라인 갤러리',
  en: 'Online Gallery',
  ja: 'オンラインギャラリー',
  es: 'Galería en línea',
  fr: 'Galerie en ligne',
};
const SUNGHWA: L = {
  ko: '성화 교육 과정',
  en: 'Sunghwa Course',
  ja: '聖和教育課程',
  es: 'Curso Sunghwa',
  fr: 'Formation Sunghwa',
};

export const EDU_SLIDES: EduSlideSeed[] = [
  {
    category: WEBTOON,
    title: {
      ko: '첫 모임의 불빛',
      en: 'The Light of the First Gathering',
      ja: '最初の集いの灯',
      es: 'La luz del primer encuentro',
      fr: 'La lumière de la première rencontre',
    },
    description: {
      ko: '모든 것이 시작된 작은 방의 이야기를 따뜻한 그림으로 담았습니다.',
      en: 'A warmly illustrated story of the small room where it all began.',
      ja: 'すべてが始まった小さな部屋の物語を、温かな絵で描きました。',
      es: 'Una historia ilustrada con cariño sobre la pequeña habitación donde todo comenzó.',
      fr: 'Le récit, tendrement illustré, de la petite pièce où tout a commencé.',
    },
    link: 'edu/webtoon',
    picture: pic('edu-1', 840, 640, 'light', [BROWN, PALE_GOLD], {
      ko: '어두운 방 안을 위에서 비추는 등불',
      en: 'A lamp shining down into a dim room',
      ja: '薄暗い部屋を上から照らす灯り',
      es: 'Una lámpara que ilumina desde lo alto una habitación en penumbra',
      fr: 'Une lampe éclairant d’en haut une pièce plongée dans la pénombre',
    }),
  },
  {
    category: WEBTOON,
    title: {
      ko: '정원지기의 편지',
      en: 'Letters from the Gardener',
      ja: '庭守りの手紙',
      es: 'Cartas del jardinero',
      fr: 'Lettres du jardinier',
    },
    description: {
      ko: '기념 정원을 가꾸는 한 자원봉사자의 눈으로 계절과 기억을 그려 냅니다.',
      en: 'Seasons and memories seen through the eyes of a volunteer who tends the Memorial Garden.',
      ja: '記念庭園を手入れするボランティアの目を通して、季節と記憶を描きます。',
      es: 'Las estaciones y los recuerdos, vistos a través de los ojos de un voluntario que cuida el Jardín del Recuerdo.',
      fr: 'Les saisons et les souvenirs, vus par les yeux d’un bénévole qui entretient le jardin du souvenir.',
    },
    link: 'edu/webtoon',
    picture: pic('edu-2', 840, 640, 'garden', [GREEN, PALE_GOLD], {
      ko: '초록빛 정원 위로 떠오른 따스한 해',
      en: 'A warm sun rising above a green garden',
      ja: '緑の庭園の上に昇る温かな太陽',
      es: 'Un sol cálido que se eleva sobre un jardín verde',
      fr: 'Un soleil chaleureux se levant au-dessus d’un jardin verdoyant',
    }),
  },
  {
    category: EPIC,
    title: {
      ko: '제1편 · 믿음의 씨앗',
      en: 'Part 1: Seeds of Faith',
      ja: '第1編　信仰の種',
      es: 'Parte 1: Semillas de fe',
      fr: 'Partie 1 : Les semences de la foi',
    },
    description: {
      ko: '설립자들이 처음 뜻을 세우고 작은 공동체를 이루기까지의 여정을 따라갑니다.',
      en: 'Follow the founders from their first resolve to the birth of a small community.',
      ja: '創設者たちが最初に志を立て、小さな共同体を築くまでの道のりをたどります。',
      es: 'Acompañe a los fundadores desde su primer propósito hasta el nacimiento de una pequeña comunidad.',
      fr: 'Suivez les fondateurs, de leur premier engagement à la naissance d’une petite communauté.',
    },
    link: 'edu/epic',
    picture: pic('edu-3', 840, 640, 'mountain', [NAVY, STONE], {
      ko: '새벽빛 속에 겹겹이 솟은 두 개의 산봉우리',
      en: 'Two mountain peaks rising one behind the other in the dawn light',
      ja: '夜明けの光の中に重なってそびえる二つの山',
      es: 'Dos picos montañosos que se alzan uno tras otro a la luz del alba',
      fr: 'Deux sommets qui se dressent l’un derrière l’autre dans la lumière de l’aube',
    }),
  },
  {
    category: EPIC,
    title: {
      ko: '제2편 · 함께 세운 집',
      en: 'Part 2: A House Built Together',
      ja: '第2編　ともに建てた家',
      es: 'Parte 2: Una casa construida entre todos',
      fr: 'Partie 2 : Une maison bâtie ensemble',
    },
    description: {
      ko: '수많은 가정의 정성이 모여 기념관이 세워지기까지의 이야기를 전합니다.',
      en: 'How the devotion of countless families came together to raise the memorial.',
      ja: '数えきれない家庭の真心が集まり、記念館が建てられるまでの物語をお伝えします。',
      es: 'Cómo la dedicación de innumerables familias hizo posible levantar el memorial.',
      fr: 'Comment le dévouement d’innombrables familles a permis d’élever le mémorial.',
    },
    link: 'edu/epic',
    picture: pic('edu-4', 840, 640, 'hall', [SLATE, SAND], {
      ko: '삼각 지붕을 인 기념관 건물의 정면',
      en: 'The front of the memorial building beneath its pitched roof',
      ja: '三角屋根をいただく記念館の正面',
      es: 'La fachada del edificio del memorial bajo su tejado a dos aguas',
      fr: 'La façade du mémorial sous son toit à deux pentes',
    }),
  },
  {
    category: ONLINE_GALLERY,
    title: {
      ko: '온라인으로 만나는 설립자 전시',
      en: 'The Founders’ Exhibition Online',
      ja: 'オンラインで見る創設者展',
      es: 'La exposición de los fundadores, en línea',
      fr: 'L’exposition des fondateurs en ligne',
    },
    description: {
      ko: '전시실의 주요 유물과 해설을 댁에서도 편안하게 감상하실 수 있습니다.',
      en: 'Enjoy the gallery’s key objects and their stories from the comfort of your home.',
      ja: '展示室の主な遺品と解説を、ご自宅でもゆっくりご覧いただけます。',
      es: 'Disfrute de las piezas principales de la galería y de sus historias desde la comodidad de su casa.',
      fr: 'Découvrez les pièces maîtresses de la galerie et leur histoire, confortablement installé chez vous.',
    },
    link: 'exhibitions',
    picture: pic('edu-5', 840, 640, 'gallery', [MOCHA, SAND], {
      ko: '밝은 벽에 나란히 걸린 세 점의 액자',
      en: 'Three frames hanging side by side on a light wall',
      ja: '明るい壁に並んで掛けられた三つの額',
      es: 'Tres marcos colgados uno junto a otro sobre una pared clara',
      fr: 'Trois cadres accrochés côte à côte sur un mur clair',
    }),
  },
  {
    category: SUNGHWA,
    title: {
      ko: '성화, 조화를 향한 여정',
      en: 'Sunghwa: A Journey toward Harmony',
      ja: '聖和　調和への歩み',
      es: 'Sunghwa: un camino hacia la armonía',
      fr: 'Sunghwa : un chemin vers l’harmonie',
    },
    description: {
      ko: '하늘과 이웃, 그리고 나 자신과 조화를 이루는 삶을 네 단계의 과정으로 배웁니다.',
      en: 'A four-stage course on living in harmony with Heaven, with others and with oneself.',
      ja: '天と隣人、そして自分自身と調和して生きる道を、四つの段階で学びます。',
      es: 'Un curso en cuatro etapas para vivir en armonía con el Cielo, con los demás y con uno mismo.',
      fr: 'Une formation en quatre étapes pour vivre en harmonie avec le Ciel, avec les autres et avec soi-même.',
    },
    link: 'edu/sunghwa',
    picture: pic('edu-6', 840, 640, 'path', [DUSK, PALE_GOLD], {
      ko: '금빛 노을을 향해 곧게 뻗은 길',
      en: 'A straight path stretching toward a golden sunset',
      ja: '金色の夕焼けに向かってまっすぐ延びる道',
      es: 'Un camino recto que se extiende hacia una puesta de sol dorada',
      fr: 'Un chemin droit qui s’étire vers un coucher de soleil doré',
    }),
  },
];

export const FAMILY_SITES: FamilySiteSeed[] = [
  {
    name: {
      ko: '아트리움 기념재단',
      en: 'Atrium Memorial Foundation',
      ja: 'アトリウム記念財団',
      es: 'Fundación Memorial Atrium',
      fr: 'Fondation Mémorial Atrium',
    },
    href: 'https://www.atrium-foundation.org',
    abbr: 'AMF',
    category: 'family',
    maxHeight: 35,
    color: BROWN,
  },
  {
    name: {
      ko: '아트리움 수련원',
      en: 'Atrium Retreat Center',
      ja: 'アトリウム研修院',
      es: 'Casa de Retiros Atrium',
      fr: 'Centre spirituel Atrium',
    },
    href: 'https://www.atrium-retreat.org',
    abbr: 'ARC',
    category: 'family',
    maxHeight: 35,
    color: GREEN,
  },
  {
    name: {
      ko: '아트리움 신앙사 자료원',
      en: 'Atrium Archives of Faith History',
      ja: 'アトリウム信仰史資料院',
      es: 'Archivo de Historia de la Fe Atrium',
      fr: 'Archives d’histoire de la foi Atrium',
    },
    href: 'https://archives.atrium-foundation.org',
    abbr: 'AAF',
    category: 'family',
    maxHeight: 40,
    color: SLATE,
  },
  {
    name: {
      ko: '아트리움 자원봉사단',
      en: 'Atrium Volunteer Network',
      ja: 'アトリウム・ボランティア会',
      es: 'Red de Voluntarios Atrium',
      fr: 'Réseau des bénévoles Atrium',
    },
    href: 'https://www.atrium-volunteers.org',
    abbr: 'AVN',
    category: 'family',
    maxHeight: 35,
    color: TAUPE,
  },
  {
    name: {
      ko: '아트리움 온라인 배움터',
      en: 'Atrium E-Learning',
      ja: 'アトリウム・オンライン学習館',
      es: 'Aula Virtual Atrium',
      fr: 'Formation en ligne Atrium',
    },
    href: 'https://learn.atrium-memorial.org',
    abbr: 'AEL',
    category: 'education',
    maxHeight: 35,
    color: NAVY,
  },
  {
    name: {
      ko: '성화 아카데미',
      en: 'Sunghwa Academy',
      ja: '聖和アカデミー',
      es: 'Academia Sunghwa',
      fr: 'Académie Sunghwa',
    },
    href: 'https://sunghwa.atrium-memorial.org',
    abbr: 'SHA',
    category: 'education',
    maxHeight: 40,
    color: DUSK,
  },
  {
    name: {
      ko: '청소년 역사 학교',
      en: 'Youth Heritage School',
      ja: '青少年歴史スクール',
      es: 'Escuela de Historia para Jóvenes',
      fr: 'École d’histoire pour les jeunes',
    },
    href: 'https://youth.atrium-foundation.org',
    abbr: 'YHS',
    category: 'education',
    maxHeight: 35,
    color: GREEN,
  },
  {
    name: {
      ko: '아트리움 웹툰',
      en: 'Atrium Webtoons',
      ja: 'アトリウム・ウェブトゥーン',
      es: 'Webtoons Atrium',
      fr: 'Webtoons Atrium',
    },
    href: 'https://webtoon.atrium-memorial.org',
    abbr: 'ATW',
    category: 'content',
    maxHeight: 35,
    color: MOCHA,
  },
  {
    name: {
      ko: '대서사 역사 채널',
      en: 'Epic History Channel',
      ja: '大叙事詩 歴史チャンネル',
      es: 'Canal de la Serie Histórica Épica',
      fr: 'Chaîne de la série historique épique',
    },
    href: 'https://epic.atrium-memorial.org',
    abbr: 'EPIC',
    category: 'content',
    maxHeight: 45,
    color: GOLD,
  },
  {
    name: {
      ko: '아트리움 사진 아카이브',
      en: 'Atrium Photo Archive',
      ja: 'アトリウム写真アーカイブ',
      es: 'Archivo Fotográfico Atrium',
      fr: 'Photothèque Atrium',
    },
    href: 'https://photos.atrium-memorial.org',
    abbr: 'APA',
    category: 'content',
    maxHeight: 35,
    color: STONE,
  },
];
