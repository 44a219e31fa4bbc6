import type { HotspotSeed, L, Motif, PictureSeed, SpaceSeed } from './types';
import { BROWN, MOCHA, SAND, NAVY, SLATE, PALE_GOLD, STONE, MIST, GREEN, SAGE, DUSK, pic } from './palette';

const cover = (slug: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(`space-${slug}-cover`, 1600, 1000, motif, colors, alt);
const photo = (slug: string, n: number, motif: Motif, colors: [string, string], alt: L) =>
  pic(`space-${slug}-${n}`, 1200, 800, motif, colors, alt);

const NAMES = {
  mainHall: { ko: '중앙 홀', en: 'Main Hall', ja: '中央ホール', es: 'Gran Sala', fr: 'Grand Hall' },
  foundersGallery: {
    ko: '설립자 전시실',
    en: 'Founders’ Gallery',
    ja: '創設者展示室',
    es: 'Galería de los Fundadores',
    fr: 'Galerie des fondateurs',
  },
  memorialGarden: {
    ko: '기념 정원',
    en: 'Memorial Garden',
    ja: '記念庭園',
    es: 'Jardín del Recuerdo',
    fr: 'Jardin du souvenir',
  },
  archiveRoom: { ko: '사료실', en: 'Archive Room', ja: '史料室', es: 'Sala de Archivo', fr: 'Salle des archives' },
  educationCenter: {
    ko: '교육관',
    en: 'Education Center',
    ja: '教育館',
    es: 'Centro Educativo',
    fr: 'Centre éducatif',
  },
  reflectionChapel: {
    ko: '묵상 예배실',
    en: 'Reflection Chapel',
    ja: '黙想礼拝堂',
    es: 'Capilla de la Reflexión',
    fr: 'Chapelle du recueillement',
  },
} satisfies Record<string, L>;

const COVERS = {
  mainHall: cover('main-hall', 'hall', [NAVY, SAND], {
    ko: '삼각 지붕 아래 가운데 문이 열린 중앙 홀의 정면',
    en: 'The front of the Main Hall, with its pitched roof and central doorway',
    ja: '三角屋根の下、中央に扉を構えた中央ホールの正面',
    es: 'La fachada de la Gran Sala, con su tejado a dos aguas y su puerta central',
    fr: 'La façade du Grand Hall, avec son toit à deux pentes et sa porte centrale',
  }),
  foundersGallery: cover('founders-gallery', 'gallery', [MOCHA, PALE_GOLD], {
    ko: '금빛 조명 아래 액자 세 점이 걸린 설립자 전시실의 벽',
    en: 'A wall of the Founders’ Gallery with three frames in golden light',
    ja: '金色の照明の下、三つの額が掛けられた創設者展示室の壁',
    es: 'Una pared de la Galería de los Fundadores con tres marcos bajo una luz dorada',
    fr: 'Un mur de la galerie des fondateurs orné de trois cadres, dans une lumière dorée',
  }),
  memorialGarden: cover('memorial-garden', 'garden', [GREEN, PALE_GOLD], {
    ko: '따스한 햇살 아래 둥근 나무들이 늘어선 기념 정원',
    en: 'Rounded trees lining the Memorial Garden under a warm sun',
    ja: '温かな日差しの下、丸い木々が立ち並ぶ記念庭園',
    es: 'Árboles de copa redonda en el Jardín del Recuerdo bajo un sol cálido',
    fr: 'Des arbres aux formes arrondies dans le jardin du souvenir, sous un soleil chaleureux',
  }),
  archiveRoom: cover('archive-room', 'columns', [NAVY, STONE], {
    ko: '서늘한 빛 속에 줄지어 선 사료실의 높은 서가',
    en: 'Tall shelving units standing in rows in the cool light of the Archive Room',
    ja: 'ひんやりとした光の中に並ぶ史料室の高い書架',
    es: 'Altas estanterías alineadas bajo la luz fría de la Sala de Archivo',
    fr: 'De hauts rayonnages alignés dans la lumière froide de la salle des archives',
  }),
  educationCenter: cover('education-center', 'hall', [SLATE, MIST], {
    ko: '맑은 하늘 아래 서 있는 교육관 건물',
    en: 'The Education Center building under a clear sky',
    ja: '澄んだ空の下に建つ教育館',
    es: 'El edificio del Centro Educativo bajo un cielo despejado',
    fr: 'Le bâtiment du Centre éducatif sous un ciel dégagé',
  }),
  reflectionChapel: cover('reflection-chapel', 'arch', [DUSK, PALE_GOLD], {
    ko: '저녁 빛에 물든 묵상 예배실의 아치형 입구',
    en: 'The arched doorway of the Reflection Chapel in the evening light',
    ja: '夕方の光に染まる黙想礼拝堂のアーチ形の入口',
    es: 'La entrada en arco de la Capilla de la Reflexión a la luz del atardecer',
    fr: 'L’entrée en arc de la chapelle du recueillement dans la lumière du soir',
  }),
};

export const SPACES: SpaceSeed[] = [
  {
    slug: 'main-hall',
    name: NAMES.mainHall,
    summary: {
      ko: '기념관의 이름이 된 유리 아트리움 아래, 기념관의 중심이 되는 공간입니다. 모든 관람과 예식이 이곳에서 시작됩니다.',
      en: 'The heart of the memorial, beneath the glass atrium that gives it its name. Every visit and every ceremony begins here.',
      ja: '記念館の名の由来となったガラスのアトリウムの下にある、記念館の中心となる空間です。すべての見学と式典はここから始まります。',
      es: 'El corazón del memorial, bajo el atrio de cristal que le da nombre. Aquí comienzan todas las visitas y ceremonias.',
      fr: 'Le cœur du mémorial, sous l’atrium de verre qui lui a donné son nom. C’est ici que commencent chaque visite et chaque cérémonie.',
    },
    floor: {
      ko: '1층 · 중앙',
      en: '1F · Center',
      ja: '1階・中央',
      es: 'Planta baja · Zona central',
      fr: 'Rez-de-chaussée · Partie centrale',
    },
    cover: COVERS.mainHall,
    sections: [
      {
        heading: {
          ko: '아트리움 아래에서',
          en: 'Beneath the atrium',
          ja: 'アトリウムの下で',
          es: 'Bajo el atrio',
          fr: 'Sous l’atrium',
        },
        text: {
          ko: '중앙 홀은 3층 높이까지 트여 있으며, 그 위를 기념관의 이름이 된 유리 지붕, 곧 아트리움이 덮고 있습니다. 맑은 날이면 햇빛이 돌바닥 위를 천천히 옮겨 가며 조용히 시간의 흐름을 그려 냅니다.\n\n홀 한가운데에는 잔잔한 물을 담은 낮은 돌 수반이 놓여 있습니다. 설립자들이 처음 걸음을 내디딜 때 품었던 맑은 마음을 떠올리게 하는 자리로, 많은 관람객이 관람을 시작하기 전 이곳에서 잠시 묵념합니다.',
          en: 'The Main Hall rises three stories to a glass roof: the atrium that gives the memorial its name. On clear days, sunlight moves slowly across the stone floor, quietly marking the passing hours.\n\nAt its center lies a low stone basin of still water, a reminder of the clear heart with which the founders began their work. Many visitors pause here for a moment of silence before setting out on their tour.',
          ja: '中央ホールは3階までの吹き抜けになっており、その上を記念館の名の由来であるガラス屋根、アトリウムが覆っています。晴れた日には日差しが石の床の上をゆっくりと移ろい、静かに時の流れを描き出します。\n\nホールの中央には、静かな水をたたえた低い石の水盤が置かれています。創設者たちが歩みを始めたときの澄んだ心を思い起こさせる場所で、多くの方が見学の前にここでしばし黙想されます。',
          es: 'La Gran Sala se eleva tres plantas hasta un techo de cristal: el atrio que da nombre al memorial. En los días despejados, la luz del sol recorre lentamente el suelo de piedra y marca en silencio el paso de las horas.\n\nEn el centro hay una pila baja de piedra con agua en calma, que evoca el corazón limpio con el que los fundadores iniciaron su labor. Muchos visitantes se detienen aquí unos instantes en silencio antes de comenzar el recorrido.',
          fr: 'Le Grand Hall s’élève sur trois niveaux jusqu’à une verrière : l’atrium qui a donné son nom au mémorial. Par temps clair, la lumière glisse lentement sur le sol de pierre et marque en silence le passage des heures.\n\nEn son centre repose une vasque de pierre basse emplie d’une eau immobile, qui rappelle la pureté de cœur avec laquelle les fondateurs ont commencé leur œuvre. Beaucoup de visiteurs s’y arrêtent un instant en silence avant d’entamer leur visite.',
        },
        picture: photo('main-hall', 1, 'light', [NAVY, PALE_GOLD], {
          ko: '유리 지붕에서 돌바닥으로 쏟아져 내리는 햇빛',
          en: 'Sunlight streaming from the glass roof onto the stone floor of the Main Hall',
          ja: 'ガラス屋根から石の床へと降り注ぐ日差し',
          es: 'La luz del sol que cae desde el techo de cristal sobre el suelo de piedra de la Gran Sala',
          fr: 'La lumière du soleil tombant de la verrière sur le sol de pierre du Grand Hall',
        }),
      },
      {
        heading: {
          ko: '예식이 시작되는 곳',
          en: 'Where ceremonies begin',
          ja: '式典が始まる場所',
          es: 'Donde comienzan las ceremonias',
          fr: 'Là où commencent les cérémonies',
        },
        text: {
          ko: '입관 예식과 기념관의 큰 행사가 이곳에서 열리며, 최대 300명까지 앉을 수 있습니다. 의자를 자유롭게 옮길 수 있어 가족 단위의 작은 모임에도 알맞게 꾸밀 수 있습니다.\n\n확성 장치 없이도 한 사람의 목소리가 또렷하게 전해지도록 음향을 설계했습니다. 홀 전체에 청각 보조 장치(히어링 루프)가 설치되어 있으며, 요청하시면 수어 통역도 준비해 드립니다.',
          en: 'The Entrance Ceremony and the memorial’s larger gatherings are held here, with seating for up to 300 people. Movable chairs allow the hall to be arranged just as well for a small family group.\n\nThe acoustics were designed so that a single voice carries clearly without amplification. A hearing loop covers the whole hall, and sign-language interpretation can be arranged on request.',
          ja: '入館式や記念館の大きな行事はここで行われ、最大300名までお座りいただけます。椅子は自由に動かせるため、ご家族単位の小さな集まりにも合わせて整えることができます。\n\n拡声装置を使わなくても一人の声がはっきりと届くよう、音響を設計しています。ホール全体にヒアリングループを備えており、ご希望に応じて手話通訳もご用意します。',
          es: 'Aquí se celebran la ceremonia de entrada y los grandes encuentros del memorial, con capacidad para 300 personas sentadas. Las sillas móviles permiten adaptar la sala también a un pequeño grupo familiar.\n\nLa acústica se diseñó para que una sola voz se oiga con claridad sin necesidad de amplificación. Toda la sala cuenta con bucle de inducción magnética y, si lo solicita, se puede organizar un servicio de interpretación en lengua de signos.',
          fr: 'La cérémonie d’entrée et les grands rassemblements du mémorial s’y déroulent, avec jusqu’à 300 places assises. Grâce aux chaises mobiles, la salle peut tout aussi bien accueillir un petit groupe familial.\n\nL’acoustique a été conçue pour qu’une seule voix porte clairement sans amplification. Toute la salle est équipée d’une boucle magnétique, et une interprétation en langue des signes peut être prévue sur demande.',
        },
      },
    ],
    gallery: [
      photo('main-hall', 2, 'columns', [SLATE, MIST], {
        ko: '중앙 홀을 따라 늘어선 돌기둥',
        en: 'A row of stone columns along the Main Hall',
        ja: '中央ホールに沿って立ち並ぶ石柱',
        es: 'Una hilera de columnas de piedra a lo largo de la Gran Sala',
        fr: 'Une rangée de colonnes de pierre le long du Grand Hall',
      }),
      photo('main-hall', 3, 'arch', [BROWN, PALE_GOLD], {
        ko: '중앙 홀에서 전시실로 이어지는 돌 아치',
        en: 'The stone arch leading from the Main Hall to the galleries',
        ja: '中央ホールから展示室へと続く石のアーチ',
        es: 'El arco de piedra que conduce de la Gran Sala a las galerías',
        fr: 'L’arche de pierre qui mène du Grand Hall aux galeries',
      }),
    ],
  },
  {
    slug: 'founders-gallery',
    name: NAMES.foundersGallery,
    summary: {
      ko: '손편지와 사진, 손때 묻은 생활 유품이 설립자들과 그들 곁에서 자라난 공동체의 이야기를 들려줍니다.',
      en: 'Letters, photographs and everyday belongings tell the story of the founders and of the community that grew around them.',
      ja: '直筆の手紙や写真、日々の暮らしの品々が、創設者たちと、そのそばで育まれた共同体の物語を語りかけます。',
      es: 'Cartas, fotografías y objetos cotidianos cuentan la historia de los fundadores y de la comunidad que creció a su alrededor.',
      fr: 'Lettres, photographies et objets du quotidien racontent l’histoire des fondateurs et de la communauté qui s’est formée autour d’eux.',
    },
    floor: {
      ko: '2층 · 동관',
      en: '2F · East wing',
      ja: '2階・東館',
      es: 'Primera planta · Ala este',
      fr: '1er étage · Aile est',
    },
    cover: COVERS.foundersGallery,
    sections: [
      {
        heading: {
          ko: '유품으로 전하는 삶',
          en: 'A life told through objects',
          ja: '遺品が語る生涯',
          es: 'Una vida contada a través de objetos',
          fr: 'Une vie racontée par les objets',
        },
        text: {
          ko: '이 전시실에는 설립자들과 인연을 맺었던 가정들이 기증한 400여 점의 유품이 있습니다. 손으로 쓴 편지, 닳은 기도서, 오래된 여행 가방, 소박한 생활 도구 하나하나가 그것을 간직해 온 이의 이야기와 함께 전시되어 있습니다.\n\n전시는 다섯 개의 방에 걸쳐 구도의 길을 걷던 젊은 날부터 조용히 섬김을 이어 간 말년까지 설립자들의 생애를 따라갑니다. 은은한 조명이 오래된 종이를 보호하는 한편, 천천히 머물며 관람하실 수 있도록 돕습니다.',
          en: 'The gallery holds more than four hundred objects donated by families who knew the founders: handwritten letters, worn prayer books, a traveling bag, simple tools of daily life. Each one is shown with the story of the person who kept it.\n\nFive rooms follow the founders’ lives, from their early years of searching to the quiet service of their later days. Soft lighting protects the fragile paper and invites visitors to take their time.',
          ja: 'この展示室には、創設者たちとゆかりのあったご家庭から寄贈された400点余りの遺品が収められています。直筆の手紙、使い込まれた祈祷書、古い旅行かばん、素朴な生活道具の一つひとつが、それを大切に受け継いできた方の物語とともに展示されています。\n\n展示は五つの部屋にわたり、求道の日々を送った若き日から、静かに人々に仕えた晩年までの生涯をたどります。やわらかな照明が傷みやすい紙資料を守りながら、ゆっくりとご覧いただける空間をつくっています。',
          es: 'La galería reúne más de cuatrocientos objetos donados por familias que conocieron a los fundadores: cartas manuscritas, libros de oración desgastados, una maleta de viaje y sencillas herramientas de la vida diaria. Cada pieza se expone junto a la historia de quien la conservó.\n\nCinco salas siguen la vida de los fundadores, desde sus años de búsqueda hasta el servicio discreto de sus últimos años. Una iluminación tenue protege el papel más frágil e invita a recorrer la galería sin prisa.',
          fr: 'La galerie rassemble plus de quatre cents objets offerts par des familles qui ont connu les fondateurs : lettres manuscrites, livres de prière usés, une valise de voyage, de simples outils du quotidien. Chacun est présenté avec l’histoire de la personne qui l’a conservé.\n\nCinq salles retracent la vie des fondateurs, de leurs années de quête jusqu’au service discret de leurs dernières années. Un éclairage tamisé protège les papiers fragiles et invite à prendre son temps.',
        },
        picture: photo('founders-gallery', 1, 'book', [BROWN, SAND], {
          ko: '진열장 안에 펼쳐 놓인 손편지 묶음',
          en: 'A bundle of handwritten letters lying open in a display case',
          ja: '展示ケースの中に開いて置かれた手紙の束',
          es: 'Un legajo de cartas manuscritas abierto en una vitrina',
          fr: 'Une liasse de lettres manuscrites ouverte dans une vitrine',
        }),
      },
      {
        heading: {
          ko: '기억하는 이들의 목소리',
          en: 'Voices of remembrance',
          ja: '記憶する人々の声',
          es: 'Voces que recuerdan',
          fr: 'Les voix du souvenir',
        },
        text: {
          ko: '마지막 방의 청음 부스에서는 설립자들과 함께 길을 걸었던 분들의 증언을 들으실 수 있습니다. 때로는 웃음을, 때로는 깊은 울림을 주는 이들의 기억이 전시된 유품에 생기를 불어넣습니다.\n\n모든 증언 영상에는 다섯 개 언어의 자막이 제공됩니다. 출구 옆 방명록에 관람 소감을 남겨 주시면 소중히 간직하겠습니다.',
          en: 'In the last room, listening booths hold recorded testimonies from people who walked alongside the founders. Their memories, sometimes funny and often moving, bring the objects on display to life.\n\nAll recordings are subtitled in five languages. You are also warmly invited to leave a few words in the guest book by the exit.',
          ja: '最後の部屋のリスニングブースでは、創設者たちとともに歩んだ方々の証言をお聞きいただけます。ときに微笑ましく、ときに胸を打つその思い出が、展示された品々に命を吹き込みます。\n\nすべての証言映像には五つの言語の字幕が付いています。出口横の芳名録にご感想をお寄せいただければ、大切に保管いたします。',
          es: 'En la última sala, unas cabinas de escucha recogen los testimonios grabados de personas que caminaron junto a los fundadores. Sus recuerdos, a veces divertidos y a menudo conmovedores, dan vida a los objetos expuestos.\n\nTodas las grabaciones están subtituladas en cinco idiomas. Le invitamos también a dejar unas palabras en el libro de visitas, junto a la salida.',
          fr: 'Dans la dernière salle, des cabines d’écoute proposent les témoignages enregistrés de personnes qui ont cheminé aux côtés des fondateurs. Leurs souvenirs, parfois drôles et souvent émouvants, donnent vie aux objets exposés.\n\nTous les enregistrements sont sous-titrés en cinq langues. Nous vous invitons également à laisser quelques mots dans le livre d’or, près de la sortie.',
        },
      },
    ],
    gallery: [
      photo('founders-gallery', 2, 'light', [BROWN, PALE_GOLD], {
        ko: '진열장 위로 부드럽게 내려앉는 따뜻한 조명',
        en: 'Warm light falling softly over the display cases',
        ja: '展示ケースにやわらかく降り注ぐ温かな光',
        es: 'Una luz cálida que cae suavemente sobre las vitrinas',
        fr: 'Une lumière chaude tombant doucement sur les vitrines',
      }),
      photo('founders-gallery', 3, 'gallery', [SLATE, SAND], {
        ko: '밝은 벽에 걸린 공동체 시절의 사진 액자들',
        en: 'Framed photographs of the early community on a pale wall',
        ja: '明るい壁に掛けられた、初期の共同体の写真の額',
        es: 'Fotografías enmarcadas de la primera comunidad sobre una pared clara',
        fr: 'Des photographies encadrées de la première communauté sur un mur clair',
      }),
    ],
  },
  {
    slug: 'memorial-garden',
    name: NAMES.memorialGarden,
    summary: {
      ko: '오래된 나무와 굽이진 산책길, 잔잔한 연못이 어우러진 정원으로, 사계절 내내 관람객을 맞이합니다.',
      en: 'A garden of old trees, winding paths and a still pond, welcoming visitors in every season.',
      ja: '古木と曲がりくねった小道、静かな池が調和する庭園で、四季を通じて皆さまをお迎えします。',
      es: 'Un jardín de árboles centenarios, senderos sinuosos y un estanque sereno, abierto a los visitantes en todas las estaciones.',
      fr: 'Un jardin d’arbres anciens, d’allées sinueuses et d’un étang paisible, qui accueille les visiteurs en toute saison.',
    },
    floor: {
      ko: '야외 · 남쪽',
      en: 'Outdoors · South side',
      ja: '屋外・南側',
      es: 'Exterior · Lado sur',
      fr: 'Extérieur · Côté sud',
    },
    cover: COVERS.memorialGarden,
    sections: [
      {
        heading: {
          ko: '사계절을 걷는 길',
          en: 'A walk through the seasons',
          ja: '四季をめぐる散歩道',
          es: 'Un paseo por las estaciones',
          fr: 'Une promenade au fil des saisons',
        },
        text: {
          ko: '약 600미터의 자갈길이 정원을 한 바퀴 돌며 매화나무와 대숲, 들풀 화단 곁을 지나갑니다. 길가 곳곳에 벤치가 놓여 있어 쉬어 가시거나 조용히 앉아 머무르실 수 있습니다.\n\n정원의 나무 가운데 상당수는 이곳을 찾은 가정들이 소중한 이를 기리며 심은 것입니다. 나무 아래 놓인 작은 표석에는 이름 대신 심은 해만 새겨져 있습니다.',
          en: 'A gravel path of about six hundred meters loops through the garden, past flowering plum trees, a bamboo grove and beds of wild grasses. Benches are placed along the way for those who wish to rest or simply sit in silence.\n\nMany of the trees were planted by visiting families, each in memory of someone dear to them. The small stones at their feet carry no names, only the year they were planted.',
          ja: '約600メートルの砂利道が庭園をめぐり、梅の木や竹林、野草の花壇のそばを通り抜けます。道沿いにはベンチが置かれ、ひと休みしたり、静かに腰を下ろして過ごしたりすることができます。\n\n庭園の木々の多くは、ここを訪れたご家庭が大切な方をしのんで植えたものです。根元の小さな標石には名前ではなく、植えられた年だけが刻まれています。',
          es: 'Un sendero de grava de unos seiscientos metros recorre el jardín y pasa junto a ciruelos en flor, un bosquecillo de bambú y macizos de hierbas silvestres. A lo largo del camino hay bancos para quienes deseen descansar o simplemente sentarse en silencio.\n\nMuchos de los árboles fueron plantados por familias visitantes, cada uno en memoria de un ser querido. Las pequeñas piedras a sus pies no llevan nombres, solo el año en que se plantaron.',
          fr: 'Une allée de gravier d’environ six cents mètres serpente à travers le jardin, le long de pruniers en fleurs, d’un bosquet de bambous et de massifs d’herbes sauvages. Des bancs jalonnent le parcours pour ceux qui souhaitent se reposer ou simplement s’asseoir en silence.\n\nBeaucoup d’arbres ont été plantés par des familles en visite, chacun en mémoire d’un être cher. Les petites pierres posées à leur pied ne portent aucun nom, seulement l’année de leur plantation.',
        },
        picture: photo('memorial-garden', 1, 'path', [GREEN, SAGE], {
          ko: '초록 잔디 사이로 멀리 이어지는 정원의 산책길',
          en: 'A garden path stretching into the distance between green lawns',
          ja: '緑の芝生の間を遠くまで続く庭園の小道',
          es: 'Un sendero del jardín que se pierde a lo lejos entre el césped verde',
          fr: 'Une allée du jardin qui s’étire au loin entre les pelouses vertes',
        }),
      },
      {
        heading: {
          ko: '연못과 아치',
          en: 'The pond and the arch',
          ja: '池とアーチ',
          es: 'El estanque y el arco',
          fr: 'L’étang et l’arche',
        },
        text: {
          ko: '산책길 끝자락에서는 돌 아치가 연못과 그 너머의 언덕을 액자처럼 담아냅니다. “잔잔한 수면이 하늘을 가장 맑게 비춘다”는 설립자들의 말을 마음에 새기며 이 연못을 조성했습니다.\n\n정원은 기념관 개관 시간 동안 열려 있으며, 포장된 옆길을 이용하시면 휠체어로도 편하게 둘러보실 수 있습니다. 산책길 밖으로는 들어가지 마시고, 연못의 물고기에게 먹이를 주지 말아 주십시오.',
          en: 'At the far end of the path, a stone arch frames the pond and the hills beyond. The founders liked to say that still water reflects the sky most clearly, and the pond was laid out with those words in mind.\n\nThe garden is open during the memorial’s opening hours and can be explored in a wheelchair by way of a paved side path. Please keep to the paths and do not feed the fish in the pond.',
          ja: '小道の突き当たりでは、石のアーチが池とその向こうの丘を額縁のように切り取ります。「静かな水面こそ、空を最も澄んで映す」という創設者たちの言葉を胸に、この池はつくられました。\n\n庭園は記念館の開館時間中にご利用いただけます。舗装された脇道を通れば、車椅子でも無理なくお回りいただけます。小道から外れないようにし、池の魚にはえさを与えないでください。',
          es: 'Al final del sendero, un arco de piedra enmarca el estanque y las colinas que se extienden más allá. Los fundadores solían decir que el agua en calma refleja el cielo con mayor claridad, y el estanque se diseñó pensando en esas palabras.\n\nEl jardín abre en el horario del memorial y puede recorrerse en silla de ruedas por un camino lateral pavimentado. Le rogamos que no salga de los senderos y que no dé de comer a los peces del estanque.',
          fr: 'Au bout de l’allée, une arche de pierre encadre l’étang et les collines qui s’étendent au-delà. Les fondateurs aimaient dire qu’une eau calme reflète le ciel avec le plus de clarté : l’étang a été aménagé dans cet esprit.\n\nLe jardin est ouvert aux heures d’ouverture du mémorial et se visite en fauteuil roulant grâce à une allée latérale pavée. Merci de rester sur les chemins et de ne pas nourrir les poissons de l’étang.',
        },
      },
    ],
    gallery: [
      photo('memorial-garden', 2, 'water', [SLATE, SAGE], {
        ko: '하늘빛을 머금은 채 잔잔히 물결치는 연못',
        en: 'Gentle ripples on the pond, tinted by the sky',
        ja: '空の色を映してさざ波の立つ池',
        es: 'Suaves ondas en el estanque, teñidas por el color del cielo',
        fr: 'De légères ondulations sur l’étang, teintées par le ciel',
      }),
      photo('memorial-garden', 3, 'arch', [GREEN, SAND], {
        ko: '정원 산책길 끝에 서 있는 돌 아치',
        en: 'The stone arch standing at the end of the garden path',
        ja: '庭園の小道の突き当たりに立つ石のアーチ',
        es: 'El arco de piedra al final del sendero del jardín',
        fr: 'L’arche de pierre qui se dresse au bout de l’allée du jardin',
      }),
    ],
  },
  {
    slug: 'archive-room',
    name: NAMES.archiveRoom,
    summary: {
      ko: '신앙의 역사를 담은 문서와 사진, 녹음 자료를 보존하고 연구하며, 연구자들의 열람을 돕는 곳입니다.',
      en: 'Where documents, photographs and recordings from the history of faith are preserved, studied and opened to researchers.',
      ja: '信仰の歴史を伝える文書や写真、録音資料を保存・研究し、研究者の閲覧にも対応している場所です。',
      es: 'Aquí se conservan y estudian documentos, fotografías y grabaciones de la historia de la fe, a disposición de los investigadores.',
      fr: 'Documents, photographies et enregistrements liés à l’histoire de la foi y sont conservés, étudiés et mis à la disposition des chercheurs.',
    },
    floor: {
      ko: '지하 1층 · 서관',
      en: 'B1 · West wing',
      ja: '地下1階・西館',
      es: 'Sótano · Ala oeste',
      fr: 'Sous-sol · Aile ouest',
    },
    cover: COVERS.archiveRoom,
    sections: [
      {
        heading: {
          ko: '기억을 지키는 일',
          en: 'Keeping memory safe',
          ja: '記憶を守る仕事',
          es: 'Custodiar la memoria',
          fr: 'Préserver la mémoire',
        },
        text: {
          ko: '이곳에는 편지와 일기, 모임 기록, 사진, 초기 녹음 자료 등 2만여 점의 사료가 일정한 온도와 습도를 유지하는 수장고에 보관되어 있습니다. 전문 보존 인력이 자료 하나하나를 목록으로 정리하고 손질한 뒤 중성 보존 상자에 담아 관리합니다.\n\n2012년부터는 소장 자료의 디지털화를 진행하여, 훼손되기 쉬운 원본은 안전하게 보존하면서 그 내용은 널리 나눌 수 있도록 하고 있습니다. 그 가운데 일부는 이미 온라인 갤러리에서 만나 보실 수 있습니다.',
          en: 'More than twenty thousand items are kept here in stores with steady temperature and humidity: letters, diaries, meeting notes, photographs and early sound recordings. Trained conservators catalog and clean each item before placing it in an acid-free box.\n\nSince 2012, the archive has been digitizing its collection, so that fragile originals can rest while their contents are shared. A growing selection can already be seen in the online gallery.',
          ja: 'ここには手紙や日記、集会の記録、写真、初期の録音資料など2万点を超える史料が、温度と湿度を一定に保った収蔵庫に保管されています。専門の保存担当者が一点ずつ目録を作り、手入れをしたうえで中性紙の保存箱に収めています。\n\n2012年からは所蔵資料のデジタル化を進め、傷みやすい原本を守りながら、その内容を広く共有できるようにしています。その一部は、すでにオンラインギャラリーでご覧いただけます。',
          es: 'Aquí se conservan más de veinte mil piezas en depósitos con temperatura y humedad constantes: cartas, diarios, actas de reuniones, fotografías y las primeras grabaciones sonoras. Un equipo de conservadores cataloga y limpia cada pieza antes de guardarla en una caja libre de ácido.\n\nDesde 2012, el archivo digitaliza su colección para que los originales más frágiles puedan descansar mientras su contenido se comparte. Una selección cada vez mayor ya puede consultarse en la galería en línea.',
          fr: 'Plus de vingt mille pièces y sont conservées dans des réserves à température et hygrométrie constantes : lettres, journaux intimes, comptes rendus de réunions, photographies et premiers enregistrements sonores. Des restaurateurs qualifiés cataloguent et nettoient chaque pièce avant de la ranger dans une boîte sans acide.\n\nDepuis 2012, les archives numérisent leurs collections afin de ménager les originaux fragiles tout en partageant leur contenu. Une sélection de plus en plus riche est déjà consultable dans la galerie en ligne.',
        },
        picture: photo('archive-room', 1, 'book', [NAVY, MIST], {
          ko: '서늘한 빛 아래 펼쳐진 오래된 기록철',
          en: 'An old bound record lying open under cool light',
          ja: 'ひんやりとした光の下に開かれた古い記録帳',
          es: 'Un antiguo libro de registros abierto bajo una luz fría',
          fr: 'Un ancien registre relié, ouvert sous une lumière froide',
        }),
      },
      {
        heading: {
          ko: '열람실 이용 안내',
          en: 'The reading room',
          ja: '閲覧室のご案内',
          es: 'La sala de lectura',
          fr: 'La salle de lecture',
        },
        text: {
          ko: '연구자와 학생은 물론, 가족의 신앙 역사를 찾아보려는 분들도 열람실을 이용하실 수 있습니다. 열람은 화요일부터 금요일까지 사전 예약제로 운영되며, 안내 데스크나 이메일로 예약하실 수 있습니다.\n\n자료 보호를 위해 가방과 음료는 입구의 보관함에 맡겨 주시고, 필기는 펜 대신 연필로 해 주십시오. 찾으시는 자료가 있으면 담당 직원이 기꺼이 도와드립니다.',
          en: 'Researchers, students and families tracing their own history of faith are all welcome in the reading room. Visits are by appointment, Tuesday to Friday, and can be booked at the information desk or by e-mail.\n\nTo protect the collection, please leave bags and drinks in the lockers at the entrance and use a pencil rather than a pen. Our staff will gladly help you find what you are looking for.',
          ja: '研究者や学生の方はもちろん、ご家族の信仰の歴史をたどりたい方も閲覧室をご利用いただけます。閲覧は火曜日から金曜日までの予約制で、案内デスクまたはメールでご予約いただけます。\n\n資料保護のため、かばんや飲み物は入口のロッカーにお預けいただき、筆記にはペンではなく鉛筆をお使いください。お探しの資料があれば、担当職員が喜んでお手伝いいたします。',
          es: 'La sala de lectura está abierta a investigadores, estudiantes y familias que deseen conocer su propia historia de fe. Las consultas se realizan con cita previa, de martes a viernes, y pueden reservarse en el mostrador de información o por correo electrónico.\n\nPara proteger la colección, le pedimos que deje bolsos y bebidas en las taquillas de la entrada y que utilice lápiz en lugar de bolígrafo. Nuestro personal le ayudará con mucho gusto a encontrar lo que busca.',
          fr: 'Chercheurs, étudiants et familles désireuses de retracer leur propre histoire de foi sont les bienvenus en salle de lecture. Les consultations se font sur rendez-vous, du mardi au vendredi, à réserver auprès de l’accueil ou par e-mail.\n\nPour protéger les collections, merci de déposer sacs et boissons dans les casiers de l’entrée et d’utiliser un crayon plutôt qu’un stylo. Notre personnel se fera un plaisir de vous aider dans vos recherches.',
        },
      },
    ],
    gallery: [
      photo('archive-room', 2, 'book', [BROWN, SAND], {
        ko: '열람실 책상 위에 펼쳐진 한 권의 책',
        en: 'A volume lying open on a reading-room desk',
        ja: '閲覧室の机の上に開かれた一冊の本',
        es: 'Un volumen abierto sobre una mesa de la sala de lectura',
        fr: 'Un volume ouvert sur une table de la salle de lecture',
      }),
      photo('archive-room', 3, 'gallery', [STONE, MIST], {
        ko: '열람실 벽에 액자로 걸린 옛 문서들',
        en: 'Old documents framed on the wall of the reading room',
        ja: '閲覧室の壁に額装して掛けられた古い文書',
        es: 'Documentos antiguos enmarcados en la pared de la sala de lectura',
        fr: 'Des documents anciens encadrés au mur de la salle de lecture',
      }),
    ],
  },
  {
    slug: 'education-center',
    name: NAMES.educationCenter,
    summary: {
      ko: '강의실과 강당, 미디어 스튜디오를 갖추고 강연과 워크숍, 가족 프로그램으로 신앙의 역사를 전하는 공간입니다.',
      en: 'Classrooms, a lecture hall and a media studio, where the history of faith is shared through lectures, workshops and family programs.',
      ja: '講義室と講堂、メディアスタジオを備え、講演やワークショップ、ご家族向けのプログラムを通して信仰の歴史を伝える場です。',
      es: 'Aulas, un salón de actos y un estudio audiovisual donde la historia de la fe se comparte mediante conferencias, talleres y programas para familias.',
      fr: 'Salles de cours, auditorium et studio multimédia : ici, l’histoire de la foi se transmet par des conférences, des ateliers et des programmes pour les familles.',
    },
    floor: {
      ko: '3층 · 동관',
      en: '3F · East wing',
      ja: '3階・東館',
      es: 'Segunda planta · Ala este',
      fr: '2e étage · Aile est',
    },
    cover: COVERS.educationCenter,
    sections: [
      {
        heading: {
          ko: '함께 배우는 자리',
          en: 'Learning together',
          ja: 'ともに学ぶ場',
          es: 'Aprender juntos',
          fr: 'Apprendre ensemble',
        },
        text: {
          ko: '교육관에는 네 개의 강의실과 120석 규모의 강당이 있습니다. 성화 교육 과정의 그룹 수업과 대서사 역사 시리즈 연계 강연이 연중 이곳에서 열립니다.\n\n작은 미디어 스튜디오에서는 기념관의 영상 강의와 웹툰 낭독을 제작합니다. 녹화가 있는 날에는 스튜디오의 유리벽 너머로 제작 과정을 지켜보실 수도 있습니다.',
          en: 'The Education Center has four classrooms and a lecture hall with 120 seats. Group sessions of the Sunghwa course and lectures accompanying the Epic History Series are held here throughout the year.\n\nIn a small media studio, the memorial records its video lessons and webtoon readings. On recording days, visitors can watch the work through the studio’s glass wall.',
          ja: '教育館には四つの講義室と120席の講堂があります。聖和教育課程のグループ講座や、大叙事詩 歴史シリーズに関連した講演が一年を通してここで開かれています。\n\n小さなメディアスタジオでは、記念館の映像講義やウェブトゥーンの朗読を制作しています。収録のある日には、スタジオのガラス越しに制作の様子をご覧いただけます。',
          es: 'El Centro Educativo dispone de cuatro aulas y un salón de actos con 120 butacas. A lo largo del año acoge las sesiones en grupo del curso Sunghwa y las conferencias que acompañan la Serie histórica épica.\n\nEn un pequeño estudio audiovisual se graban las lecciones en vídeo y las lecturas de los webtoons del memorial. Los días de grabación, los visitantes pueden seguir el trabajo a través de su pared de cristal.',
          fr: 'Le Centre éducatif compte quatre salles de cours et un auditorium de 120 places. Les séances en groupe de la formation Sunghwa et les conférences liées à la Série historique épique s’y tiennent tout au long de l’année.\n\nUn petit studio multimédia accueille l’enregistrement des leçons vidéo et des lectures de webtoons du mémorial. Les jours de tournage, les visiteurs peuvent suivre le travail à travers sa paroi vitrée.',
        },
      },
      {
        heading: {
          ko: '가족과 청소년을 위한 프로그램',
          en: 'For families and young people',
          ja: 'ご家族と青少年のためのプログラム',
          es: 'Para familias y jóvenes',
          fr: 'Pour les familles et les jeunes',
        },
        text: {
          ko: '주말에는 어린이와 부모님이 함께하는 체험 워크숍이 열립니다. 미래의 나에게 편지 쓰기, 나만의 작은 기억 책 만들기처럼 특별한 지식 없이도 호기심만 있으면 누구나 참여하실 수 있습니다.\n\n학교 단체는 전시 관람과 교실 활동을 함께 구성한 안내 프로그램을 예약하실 수 있습니다. 모든 프로그램은 무료이며, 필요한 재료는 기념관에서 준비해 드립니다.',
          en: 'On weekends, the center runs hands-on workshops for children and their parents, from writing a letter to your future self to making a small book of memories. No prior knowledge is needed, only curiosity.\n\nSchool groups can book a guided program that combines a visit to the galleries with a classroom activity. All programs are free of charge, and the memorial provides the materials.',
          ja: '週末には、お子さまと保護者の方が一緒に参加できる体験ワークショップを開いています。未来の自分への手紙を書いたり、小さな思い出の本を作ったりと、特別な知識がなくても好奇心さえあればどなたでもお楽しみいただけます。\n\n学校団体の皆さまには、展示見学と教室での活動を組み合わせたガイド付きプログラムをご用意しています。プログラムはすべて無料で、必要な材料は記念館でご用意いたします。',
          es: 'Los fines de semana, el centro organiza talleres prácticos para niños y padres, desde escribir una carta a uno mismo en el futuro hasta elaborar un pequeño libro de recuerdos. No se necesitan conocimientos previos, solo curiosidad.\n\nLos grupos escolares pueden reservar un programa guiado que combina la visita a las salas con una actividad en el aula. Todos los programas son gratuitos y el memorial proporciona los materiales.',
          fr: 'Le week-end, le centre propose des ateliers pratiques pour les enfants et leurs parents, de la lettre écrite à soi-même dans le futur au petit livre de souvenirs fait main. Nul besoin de connaissances préalables : la curiosité suffit.\n\nLes groupes scolaires peuvent réserver un programme guidé qui associe la visite des galeries à une activité en classe. Tous les programmes sont gratuits et le matériel est fourni par le mémorial.',
        },
      },
    ],
    gallery: [
      photo('education-center', 1, 'book', [DUSK, SAND], {
        ko: '강의실 책상 위에 펼쳐진 교재',
        en: 'A workbook lying open on a classroom desk',
        ja: '講義室の机の上に開かれた教材',
        es: 'Un cuaderno de trabajo abierto sobre un pupitre del aula',
        fr: 'Un cahier d’exercices ouvert sur un pupitre de la salle de cours',
      }),
      photo('education-center', 2, 'light', [NAVY, PALE_GOLD], {
        ko: '강당의 어둠 속으로 비쳐 드는 빛줄기',
        en: 'Beams of light reaching into the darkened lecture hall',
        ja: '薄暗い講堂に差し込む光の筋',
        es: 'Haces de luz que penetran en el salón de actos en penumbra',
        fr: 'Des faisceaux de lumière pénétrant dans l’auditorium plongé dans la pénombre',
      }),
    ],
  },
  {
    slug: 'reflection-chapel',
    name: NAMES.reflectionChapel,
    summary: {
      ko: '기도하거나 그리운 이를 추모하거나, 그저 고요히 머물고 싶은 모든 분께 열려 있는 작고 조용한 예배실입니다.',
      en: 'A small, quiet chapel open to everyone who wishes to pray, to remember or simply to rest in silence.',
      ja: '祈りをささげたい方、大切な人をしのびたい方、ただ静かに過ごしたい方、どなたにも開かれた小さく静かな礼拝堂です。',
      es: 'Una capilla pequeña y silenciosa, abierta a todas las personas que deseen rezar, recordar o simplemente descansar en silencio.',
      fr: 'Une petite chapelle paisible, ouverte à toutes celles et à tous ceux qui souhaitent prier, se souvenir ou simplement se reposer en silence.',
    },
    floor: {
      ko: '2층 · 서관',
      en: '2F · West wing',
      ja: '2階・西館',
      es: 'Primera planta · Ala oeste',
      fr: '1er étage · Aile ouest',
    },
    cover: COVERS.reflectionChapel,
    sections: [
      {
        heading: {
          ko: '침묵의 방',
          en: 'A room of silence',
          ja: '沈黙の部屋',
          es: 'Una sala de silencio',
          fr: 'Un lieu de silence',
        },
        text: {
          ko: '예배실에는 소박한 나무 의자가 놓여 있어 40명 남짓 앉을 수 있습니다. 동쪽으로 난 높은 창 하나로 빛이 들어와, 아침에는 가장 환하고 늦은 오후에는 은은하게 밝습니다.\n\n정해진 예배 시간은 따로 없습니다. 예배실은 언제나 열려 있으니 누구든 들어오셔서 원하시는 만큼 머무르셔도 좋습니다. 휴대전화는 꺼 주시고, 대화는 밖에서 나누어 주시기 바랍니다.',
          en: 'The chapel seats about forty people on simple wooden benches. A single tall window faces east, so the room is brightest in the morning and softly lit by late afternoon.\n\nThere are no services at fixed hours: the chapel is simply open, and everyone is welcome to come in and stay as long as they wish. We kindly ask you to switch off your phone and to keep conversations for outside.',
          ja: '礼拝堂には素朴な木のベンチが置かれ、40名ほどがお座りいただけます。東向きの高い窓が一つだけあり、朝は最も明るく、午後遅くにはやわらかな光に包まれます。\n\n決まった礼拝の時間はありません。礼拝堂はいつでも開かれていますので、どなたでもお入りになり、心ゆくまでお過ごしください。携帯電話の電源はお切りいただき、会話は外でお願いいたします。',
          es: 'La capilla tiene capacidad para unas cuarenta personas en sencillos bancos de madera. Una única ventana alta orientada al este hace que la sala esté más luminosa por la mañana y suavemente iluminada al caer la tarde.\n\nNo hay oficios a horas fijas: la capilla simplemente está abierta, y cualquier persona puede entrar y quedarse el tiempo que desee. Le rogamos que apague su teléfono móvil y que mantenga las conversaciones fuera.',
          fr: 'La chapelle accueille une quarantaine de personnes sur de simples bancs de bois. Une unique fenêtre haute, tournée vers l’est, la rend plus lumineuse le matin et la baigne d’une lumière douce en fin d’après-midi.\n\nAucun office n’a lieu à heure fixe : la chapelle est simplement ouverte, et chacun peut y entrer et y rester aussi longtemps qu’il le souhaite. Nous vous remercions d’éteindre votre téléphone et de poursuivre vos conversations à l’extérieur.',
        },
        picture: photo('reflection-chapel', 1, 'light', [DUSK, SAND], {
          ko: '동쪽 높은 창으로 들어오는 아침 햇살',
          en: 'Morning light entering through the tall east window',
          ja: '東側の高い窓から差し込む朝の光',
          es: 'La luz de la mañana que entra por la alta ventana orientada al este',
          fr: 'La lumière du matin entrant par la haute fenêtre tournée vers l’est',
        }),
      },
      {
        heading: {
          ko: '추모의 책',
          en: 'The book of remembrance',
          ja: '追悼の書',
          es: 'El libro del recuerdo',
          fr: 'Le livre du souvenir',
        },
        text: {
          ko: '입구 옆에는 커다란 추모의 책이 놓여 있어, 그리운 이를 위한 기도나 이름, 짧은 글을 남기실 수 있습니다. 한 해 동안 채워진 책장은 해마다 모아 사료실에 보관합니다.\n\n책 옆의 촛대에서 작은 초를 밝히실 수 있으며, 안전을 위해 전기 초를 사용합니다. 가족 추모 예배를 원하시면 미리 기념관에 문의해 주십시오.',
          en: 'By the entrance lies a large book of remembrance, where visitors may write a prayer, a name or a few words for someone they miss. Each year, the filled pages are gathered and kept in the Archive Room.\n\nSmall candles can be lit on the stand beside the book; for safety, they are electric. Families who would like to hold a memorial service in the chapel are asked to contact the memorial in advance.',
          ja: '入口のそばには大きな追悼の書が置かれており、懐かしい方への祈りやお名前、短い言葉を書き記していただけます。書き込まれたページは毎年まとめて史料室に保管しています。\n\n書の横の燭台では小さなろうそくを灯していただけます。安全のため、電気式のろうそくを使用しています。ご家族での追悼礼拝をご希望の方は、事前に記念館へお問い合わせください。',
          es: 'Junto a la entrada hay un gran libro del recuerdo en el que los visitantes pueden escribir una oración, un nombre o unas palabras para alguien a quien echan de menos. Cada año, las páginas completadas se reúnen y se conservan en la Sala de Archivo.\n\nEn el soporte junto al libro pueden encenderse pequeñas velas, que por seguridad son eléctricas. Las familias que deseen celebrar un oficio en memoria de un ser querido pueden solicitarlo al memorial con antelación.',
          fr: 'Près de l’entrée repose un grand livre du souvenir, où chacun peut écrire une prière, un nom ou quelques mots pour une personne qui lui manque. Chaque année, les pages remplies sont rassemblées et conservées à la salle des archives.\n\nDe petites bougies peuvent être allumées sur le présentoir voisin ; par sécurité, elles sont électriques. Les familles qui souhaitent organiser un temps de recueillement en mémoire d’un proche sont invitées à contacter le mémorial à l’avance.',
        },
      },
    ],
    gallery: [
      photo('reflection-chapel', 2, 'path', [DUSK, SAND], {
        ko: '예배실로 이어지는 고요한 복도',
        en: 'The quiet corridor leading to the chapel',
        ja: '礼拝堂へと続く静かな廊下',
        es: 'El pasillo silencioso que conduce a la capilla',
        fr: 'Le couloir paisible qui mène à la chapelle',
      }),
      photo('reflection-chapel', 3, 'water', [NAVY, DUSK], {
        ko: '예배실 앞 수반 위에 잔잔히 이는 물결',
        en: 'Gentle ripples on the water basin outside the chapel',
        ja: '礼拝堂の前の水盤に立つ静かなさざ波',
        es: 'Suaves ondas en la pila de agua situada ante la capilla',
        fr: 'De légères ondulations sur le bassin situé devant la chapelle',
      }),
    ],
  },
];

/** A hotspot's popup: the space's cover scene, drawn small. */
const popup = (slug: string, c: PictureSeed): PictureSeed => ({
  ...c,
  name: `hotspot-${slug}`,
  width: 210,
  height: 210,
});

/** Upper half of the map opens its popup downward ('bottom'), lower half upward ('top'). */
export const HOTSPOTS: HotspotSeed[] = [
  {
    slug: 'main-hall',
    title: NAMES.mainHall,
    top: 46,
    left: 48,
    direction: 'bottom',
    popup: popup('main-hall', COVERS.mainHall),
  },
  {
    slug: 'founders-gallery',
    title: NAMES.foundersGallery,
    top: 28,
    left: 74,
    direction: 'bottom',
    popup: popup('founders-gallery', COVERS.foundersGallery),
  },
  {
    slug: 'memorial-garden',
    title: NAMES.memorialGarden,
    top: 80,
    left: 55,
    direction: 'top',
    popup: popup('memorial-garden', COVERS.memorialGarden),
  },
  {
    slug: 'archive-room',
    title: NAMES.archiveRoom,
    top: 64,
    left: 18,
    direction: 'top',
    popup: popup('archive-room', COVERS.archiveRoom),
  },
  {
    slug: 'education-center',
    title: NAMES.educationCenter,
    top: 20,
    left: 30,
    direction: 'bottom',
    popup: popup('education-center', COVERS.educationCenter),
  },
  {
    slug: 'reflection-chapel',
    title: NAMES.reflectionChapel,
    top: 68,
    left: 82,
    direction: 'top',
    popup: popup('reflection-chapel', COVERS.reflectionChapel),
  },
];

export const SPACES_MAP: PictureSeed = pic('spaces-map', 1600, 1000, 'garden', [SAND, SAGE], {
  ko: '기념관 배치도: 가운데 중앙 홀을 중심으로 동관의 설립자 전시실과 교육관, 서관의 사료실과 묵상 예배실이 자리하고, 남쪽으로 기념 정원이 펼쳐져 있습니다.',
  en: 'Map of the memorial grounds: the Main Hall at the center, the Founders’ Gallery and Education Center in the east wing, the Archive Room and Reflection Chapel in the west wing, and the Memorial Garden to the south.',
  ja: '記念館の案内図：中央に中央ホール、東館に創設者展示室と教育館、西館に史料室と黙想礼拝堂があり、南側に記念庭園が広がっています。',
  es: 'Plano del recinto: la Gran Sala en el centro, la Galería de los Fundadores y el Centro Educativo en el ala este, la Sala de Archivo y la Capilla de la Reflexión en el ala oeste, y el Jardín del Recuerdo al sur.',
  fr: 'Plan du site : le Grand Hall au centre, la galerie des fondateurs et le Centre éducatif dans l’aile est, la salle des archives et la chapelle du recueillement dans l’aile ouest, et le jardin du souvenir au sud.',
});
