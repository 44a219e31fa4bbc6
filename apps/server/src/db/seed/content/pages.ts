import type { L, Motif, SectionSeed, VenuePageSeed } from './types';
import { BROWN, SAND, NAVY, SLATE, PALE_GOLD, STONE, MIST, GREEN, SAGE, DUSK, pic } from './palette';

const cover = (slug: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(`${slug}-cover`, 1600, 900, motif, colors, alt);
const photo = (name: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(name, 1200, 800, motif, colors, alt);

/** One page of the brochure e-book: a heading, a short text and a portrait picture. */
const brochurePage = (n: number, heading: L, text: L, motif: Motif, colors: [string, string], alt: L): SectionSeed => ({
  heading,
  text,
  picture: pic(`brochure-${n}`, 1200, 1600, motif, colors, alt),
});

const ABOUT: VenuePageSeed = {
  slug: 'about',
  title: {
    ko: '기념관 소개',
    en: 'About the Memorial',
    ja: '記念館について',
    es: 'Sobre el Memorial',
    fr: 'Présentation du Mémorial',
  },
  summary: {
    ko: '아트리움 기념관이 세워진 뜻과 비전, 그리고 관람에 필요한 안내를 전해 드립니다.',
    en: 'Why Atrium Memorial was founded, what it hopes to be, and everything you need to plan your visit.',
    ja: 'アトリウム記念館の設立の趣旨とビジョン、そしてご来館に必要なご案内をお届けします。',
    es: 'Por qué nació el Memorial Atrium, qué aspira a ser y todo lo que necesita saber para preparar su visita.',
    fr: 'Pourquoi le Mémorial Atrium a vu le jour, ce qu’il aspire à être et tout ce qu’il faut savoir pour préparer votre visite.',
  },
  cover: cover('about', 'columns', [BROWN, SAND], {
    ko: '따스한 오후 햇살을 받은 기념관 입구의 돌기둥',
    en: 'The stone columns of the memorial’s entrance in warm afternoon light',
    ja: '午後の温かな日差しを受ける記念館入口の石柱',
    es: 'Las columnas de piedra de la entrada del memorial bajo la cálida luz de la tarde',
    fr: 'Les colonnes de pierre de l’entrée du mémorial dans la douce lumière de l’après-midi',
  }),
  sections: [
    {
      heading: {
        ko: '설립 취지',
        en: 'Our purpose',
        ja: '設立の趣旨',
        es: 'Nuestra razón de ser',
        fr: 'Notre vocation',
      },
      text: {
        ko: '아트리움 기념관은 신앙의 역사와 그 길을 걸어온 사람들을 기억하는 곳입니다. 설립자들이 남긴 편지와 말씀, 그리고 그들이 일군 공동체의 발자취를 모아 보존하고, 이를 다음 세대에 온전히 전하고자 세워졌습니다.\n\n기념관은 신앙의 유무와 관계없이 누구에게나 열려 있습니다. 믿음이 한 사람의 삶과 가정, 공동체를 어떻게 빚어 왔는지 돌아보고 싶은 모든 분을 따뜻하게 맞이합니다.',
        en: 'Atrium Memorial is a place of remembrance for the history of faith and for the people who lived it. It gathers and preserves the legacy of the founders (their letters, their words and the community they built) so that it can be passed on whole to the generations to come.\n\nThe memorial is open to everyone, whatever their beliefs. All who wish to reflect on how faith has shaped lives, families and communities will find a warm welcome here.',
        ja: 'アトリウム記念館は、信仰の歴史と、その道を歩んできた人々を記憶する場所です。創設者たちが残した手紙や言葉、そして彼らが築いた共同体の足跡を集めて保存し、次の世代へと確かに伝えるために設立されました。\n\n記念館は、信仰の有無にかかわらず、どなたにも開かれています。信仰が一人ひとりの人生や家庭、共同体をどのように形づくってきたのかを見つめたいすべての方を、温かくお迎えします。',
        es: 'El Memorial Atrium es un lugar de memoria dedicado a la historia de la fe y a las personas que la vivieron. Reúne y conserva el legado de los fundadores —sus cartas, sus palabras y la comunidad que construyeron— para transmitirlo íntegro a las generaciones futuras.\n\nEl memorial está abierto a todas las personas, sean cuales sean sus creencias. Quienes deseen reflexionar sobre cómo la fe ha dado forma a vidas, familias y comunidades encontrarán aquí una cálida acogida.',
        fr: 'Le Mémorial Atrium est un lieu de mémoire consacré à l’histoire de la foi et à celles et ceux qui l’ont vécue. Il rassemble et préserve l’héritage des fondateurs – leurs lettres, leurs paroles et la communauté qu’ils ont bâtie – afin de le transmettre intact aux générations futures.\n\nLe mémorial est ouvert à tous, quelles que soient les convictions de chacun. Toutes les personnes désireuses de réfléchir à la manière dont la foi a façonné des vies, des familles et des communautés y trouveront un accueil chaleureux.',
      },
    },
    {
      heading: { ko: '비전', en: 'Our vision', ja: 'ビジョン', es: 'Nuestra visión', fr: 'Notre vision' },
      text: {
        ko: '기념관은 기억의 집이자 만남의 집이 되고자 합니다. 세대와 세대가 만나고, 역사를 정직하고 따뜻하게 이야기하며, 이곳을 찾은 모든 분이 잔잔한 희망을 안고 돌아가시는 곳을 꿈꿉니다.\n\n전시와 교육, 예식을 통해 설립자들이 평생 지켜 온 감사와 섬김, 조화의 정신이 오늘의 일상 속에서도 살아 숨 쉬도록 힘쓰겠습니다.',
        en: 'We hope to be a house of memory that is also a house of encounter: a place where generations meet, where history is told with honesty and warmth, and from which every visitor leaves with a quiet sense of hope.\n\nThrough our exhibitions, education programs and ceremonies, we strive to keep the spirit the founders lived by alive in everyday life: gratitude, service and harmony.',
        ja: '記念館は、記憶の家であると同時に出会いの家でありたいと願っています。世代と世代が出会い、歴史を誠実に、そして温かく語り合い、訪れたすべての方が静かな希望を胸にお帰りになれる場所を目指しています。\n\n展示と教育、そして式典を通して、創設者たちが生涯大切にした感謝と奉仕、調和の精神が、今日の暮らしの中にも息づくよう努めてまいります。',
        es: 'Aspiramos a ser una casa de la memoria que sea también una casa del encuentro: un lugar donde las generaciones se reúnan, donde la historia se cuente con honestidad y calidez, y del que cada visitante salga con una serena esperanza.\n\nA través de nuestras exposiciones, programas educativos y ceremonias, queremos que el espíritu que guio a los fundadores —gratitud, servicio y armonía— siga vivo en la vida cotidiana.',
        fr: 'Nous voulons être une maison de la mémoire qui soit aussi une maison de la rencontre : un lieu où les générations se retrouvent, où l’histoire se raconte avec honnêteté et chaleur, et d’où chaque visiteur repart avec une espérance tranquille.\n\nPar nos expositions, nos programmes éducatifs et nos cérémonies, nous souhaitons faire vivre au quotidien l’esprit qui animait les fondateurs : la gratitude, le service et l’harmonie.',
      },
    },
    {
      heading: {
        ko: '관람 시간과 관람료',
        en: 'Opening hours and admission',
        ja: '開館時間と入館料',
        es: 'Horario y entrada',
        fr: 'Horaires et tarifs',
      },
      text: {
        ko: '기념관은 화요일부터 일요일까지 오전 9시 30분부터 오후 5시 30분까지 문을 열며, 입장은 오후 5시에 마감합니다. 매주 월요일과 주요 공휴일은 휴관하며, 휴관 일정은 소식 게시판에서 미리 알려 드립니다.\n\n관람료는 받지 않습니다. 20명 이상의 단체는 미리 예약해 주시면 안내자를 배정해 드리며, 원하시면 입관 예식도 준비해 드립니다.',
        en: 'The memorial is open Tuesday to Sunday, from 9:30 a.m. to 5:30 p.m.; last entry is at 5 p.m. It is closed on Mondays and on major public holidays, and closures are announced in advance in the News section.\n\nAdmission is free for all visitors. Groups of twenty or more are kindly asked to book in advance, so that we can arrange a guide and, if you wish, an Entrance Ceremony.',
        ja: '記念館は火曜日から日曜日まで、午前9時30分から午後5時30分まで開館しています（最終入館は午後5時）。毎週月曜日と主な祝日は休館日で、休館のお知らせはニュースのページで事前にご案内します。\n\n入館料は無料です。20名以上の団体でお越しの際は事前にご予約いただければ、ガイドを手配し、ご希望に応じて入館式もご用意いたします。',
        es: 'El memorial abre de martes a domingo, de 9:30 a 17:30; la última entrada es a las 17:00. Permanece cerrado los lunes y los principales días festivos, y los cierres se anuncian con antelación en la sección de noticias.\n\nLa entrada es gratuita para todos los visitantes. A los grupos de veinte o más personas les rogamos que reserven con antelación, para que podamos asignarles un guía y, si lo desean, preparar una ceremonia de entrada.',
        fr: 'Le mémorial est ouvert du mardi au dimanche, de 9 h 30 à 17 h 30 ; dernière entrée à 17 h. Il est fermé le lundi et les principaux jours fériés ; les fermetures sont annoncées à l’avance dans la rubrique Actualités.\n\nL’entrée est gratuite pour tous. Les groupes de vingt personnes ou plus sont priés de réserver à l’avance, afin que nous puissions prévoir un guide et, si vous le souhaitez, une cérémonie d’entrée.',
      },
    },
    {
      heading: { ko: '오시는 길', en: 'Getting here', ja: 'アクセス', es: 'Cómo llegar', fr: 'Venir au mémorial' },
      text: {
        ko: '기념관은 숲이 우거진 언덕 아래에 자리하고 있습니다. ‘아트리움 기념관’ 버스 정류장에서 걸어서 5분, 중앙역에서 택시로 15분 정도 걸립니다. 정문에서 가로수 길을 따라 몇 걸음 걸으시면 중앙 홀의 유리 지붕이 눈에 들어옵니다.\n\n동쪽 입구 옆에 승용차와 단체 버스를 위한 무료 주차장이 있으며, 정원 출입문 곁에는 자전거 보관대가 마련되어 있습니다. 주말에는 주차장이 금세 차므로 대중교통 이용을 권해 드립니다.',
        en: 'The memorial stands at the foot of a wooded hill, a five-minute walk from the “Atrium Memorial” bus stop and about fifteen minutes by taxi from the central railway station. From the main gate, follow the tree-lined avenue; the glass roof of the Main Hall comes into view after a few steps.\n\nFree parking for cars and coaches is available beside the east entrance, and bicycle racks stand by the garden gate. On weekends the parking lot fills quickly, so we recommend coming by public transportation.',
        ja: '記念館は、木々に覆われた丘のふもとにあります。「アトリウム記念館」バス停から徒歩5分、中央駅からはタクシーで約15分です。正門から並木道を少し歩くと、中央ホールのガラス屋根が見えてきます。\n\n東側入口の横に、乗用車と団体バス用の無料駐車場がございます。庭園の門のそばには駐輪場もあります。週末は駐車場がすぐに満車になりますので、公共交通機関のご利用をおすすめします。',
        es: 'El memorial se encuentra al pie de una colina arbolada, a cinco minutos a pie de la parada de autobús «Memorial Atrium» y a unos quince minutos en taxi de la estación central de tren. Desde la puerta principal, siga la avenida arbolada: a los pocos pasos verá el techo de cristal de la Gran Sala.\n\nJunto a la entrada este hay aparcamiento gratuito para coches y autocares, y junto a la puerta del jardín encontrará aparcabicicletas. Los fines de semana el aparcamiento se llena enseguida, por lo que le recomendamos venir en transporte público.',
        fr: 'Le mémorial se trouve au pied d’une colline boisée, à cinq minutes à pied de l’arrêt de bus « Mémorial Atrium » et à une quinzaine de minutes en taxi de la gare centrale. Depuis l’entrée principale, suivez l’allée bordée d’arbres : la verrière du Grand Hall apparaît au bout de quelques pas.\n\nUn parking gratuit pour voitures et autocars se trouve à côté de l’entrée est, et des arceaux à vélos sont installés près de la porte du jardin. Le week-end, le parking se remplit vite : nous vous conseillons de venir en transports en commun.',
      },
      picture: photo('about-1', 'path', [GREEN, SAND], {
        ko: '정문에서 중앙 홀까지 이어지는 가로수 길',
        en: 'The tree-lined avenue leading from the main gate to the Main Hall',
        ja: '正門から中央ホールへと続く並木道',
        es: 'La avenida arbolada que lleva de la puerta principal a la Gran Sala',
        fr: 'L’allée bordée d’arbres qui mène de l’entrée principale au Grand Hall',
      }),
    },
    {
      heading: {
        ko: '편의 시설과 접근성',
        en: 'Accessibility',
        ja: 'バリアフリーのご案内',
        es: 'Accesibilidad',
        fr: 'Accessibilité',
      },
      text: {
        ko: '모든 층은 엘리베이터로 연결되어 있으며, 정원과 예배실로는 경사로가 이어져 있습니다. 휠체어와 유모차는 안내 데스크에서 무료로 빌려 드리며, 층마다 장애인 화장실이 마련되어 있습니다.\n\n보조견은 기념관 어디든 함께 입장하실 수 있습니다. 다섯 개 언어의 오디오 가이드를 제공하며, 요청하시면 큰 글자 안내서와 청각 보조 장치, 수어 통역도 준비해 드립니다.',
        en: 'Elevators serve every floor, and ramps lead to the garden and the chapel. Wheelchairs and strollers can be borrowed free of charge at the information desk, and there are accessible restrooms on every floor.\n\nService dogs are welcome throughout the memorial. Audio guides are available in five languages, and large-print guides, hearing loops and sign-language interpretation can be provided on request.',
        ja: 'すべての階はエレベーターで結ばれ、庭園と礼拝堂へはスロープが続いています。車椅子とベビーカーは案内デスクで無料で貸し出しており、各階に多目的トイレを設けています。\n\n補助犬は館内のどこへでもご同伴いただけます。音声ガイドは五つの言語でご用意しており、ご希望に応じて大きな文字の案内冊子やヒアリングループ、手話通訳もご用意いたします。',
        es: 'Todas las plantas están comunicadas por ascensor, y unas rampas conducen al jardín y a la capilla. En el mostrador de información se prestan gratuitamente sillas de ruedas y cochecitos, y hay aseos adaptados en todas las plantas.\n\nLos perros de asistencia son bienvenidos en todo el memorial. Las audioguías están disponibles en cinco idiomas y, si lo solicita, podemos facilitarle guías en letra grande, bucle de inducción magnética e interpretación en lengua de signos.',
        fr: 'Tous les étages sont desservis par des ascenseurs, et des rampes mènent au jardin et à la chapelle. Fauteuils roulants et poussettes sont prêtés gratuitement à l’accueil, et chaque étage dispose de toilettes accessibles.\n\nLes chiens d’assistance sont les bienvenus dans tout le mémorial. Des audioguides sont proposés en cinq langues ; sur demande, nous pouvons également fournir des guides en gros caractères, une boucle magnétique et une interprétation en langue des signes.',
      },
    },
  ],
};

const HISTORY: VenuePageSeed = {
  slug: 'history',
  title: { ko: '기념관의 발자취', en: 'Our History', ja: '記念館の歩み', es: 'Nuestra historia', fr: 'Notre histoire' },
  summary: {
    ko: '작은 모임에서 시작해 오늘의 기념관에 이르기까지, 함께 걸어온 길을 소개합니다.',
    en: 'From a small gathering to the memorial of today: the path we have walked together.',
    ja: '小さな集まりから今日の記念館に至るまで、ともに歩んできた道のりをご紹介します。',
    es: 'De un pequeño grupo al memorial de hoy: el camino que hemos recorrido juntos.',
    fr: 'D’une petite réunion au mémorial d’aujourd’hui : le chemin parcouru ensemble.',
  },
  cover: cover('history', 'mountain', [NAVY, PALE_GOLD], {
    ko: '새벽빛이 번지는 하늘 아래 겹겹이 솟은 산',
    en: 'Mountains rising one behind the other as dawn spreads across the sky',
    ja: '夜明けの光が広がる空の下、幾重にも連なる山々',
    es: 'Montañas que se suceden mientras el alba se extiende por el cielo',
    fr: 'Des montagnes qui se succèdent tandis que l’aube gagne le ciel',
  }),
  sections: [
    {
      heading: {
        ko: '1998 · 뜻을 모으다',
        en: '1998 · A shared resolve',
        ja: '1998年　志を一つに',
        es: '1998 · Un propósito compartido',
        fr: '1998 · Une même résolution',
      },
      text: {
        ko: '기념관의 이야기는 빌린 작은 방 한 칸에서 시작되었습니다. 몇몇 회원이 매주 모여 설립자들의 편지와 사진, 그들을 알던 이들의 기억을 하나둘 모았습니다. 바람은 단순했습니다. 이 이야기가 잊히지 않기를 바라는 마음이었습니다.\n\n소식이 알려지자 가까이서, 또 멀리서 여러 가정이 오랫동안 간직해 온 소중한 물건들을 보내오기 시작했습니다. 몇 해 지나지 않아 작은 방은 자료를 다 담을 수 없게 되었고, 이들을 위한 든든한 보금자리를 마련하자는 뜻이 싹텄습니다.',
        en: 'The story of the memorial begins in a small rented room, where a handful of members met each week to gather the founders’ letters and photographs and the memories of those who had known them. Their wish was simple: that this story should not be forgotten.\n\nWord spread, and families from near and far began to send in treasures they had kept for years. Within a few years the little room could no longer hold the collection, and the idea of a permanent home was born.',
        ja: '記念館の物語は、借りた小さな一室から始まりました。数人の会員が毎週集まり、創設者たちの手紙や写真、彼らを知る人々の思い出を少しずつ集めていきました。その願いはただ一つ、この物語が忘れ去られないようにということでした。\n\nやがて話が広まると、近くから、そして遠くから、多くのご家庭が長年大切にしてきた品々を寄せてくださるようになりました。数年のうちに小さな部屋には収まりきらなくなり、資料のための確かな住まいをつくろうという思いが芽生えました。',
        es: 'La historia del memorial comienza en una pequeña habitación alquilada, donde un puñado de miembros se reunía cada semana para recopilar las cartas y fotografías de los fundadores y los recuerdos de quienes los habían conocido. Su deseo era sencillo: que esta historia no cayera en el olvido.\n\nLa noticia corrió, y familias de cerca y de lejos empezaron a enviar objetos que habían guardado durante años. En pocos años, la pequeña habitación ya no bastaba para albergar la colección, y nació la idea de darle un hogar permanente.',
        fr: 'L’histoire du mémorial commence dans une petite pièce louée, où quelques membres se retrouvaient chaque semaine pour rassembler les lettres et les photographies des fondateurs, ainsi que les souvenirs de ceux qui les avaient connus. Leur souhait était simple : que cette histoire ne tombe pas dans l’oubli.\n\nLa nouvelle s’est répandue, et des familles, proches ou lointaines, ont commencé à confier des objets qu’elles gardaient depuis des années. En quelques années, la petite pièce n’a plus suffi à accueillir la collection, et l’idée d’une demeure permanente est née.',
      },
      picture: photo('history-1', 'book', [BROWN, SAND], {
        ko: '오래된 편지 묶음 위에 펼쳐진 공책',
        en: 'A notebook lying open on a bundle of old letters',
        ja: '古い手紙の束の上に開かれたノート',
        es: 'Un cuaderno abierto sobre un legajo de cartas antiguas',
        fr: 'Un carnet ouvert posé sur une liasse de lettres anciennes',
      }),
    },
    {
      heading: {
        ko: '2002 · 함께 짓는 집',
        en: '2002 · Building together',
        ja: '2002年　ともに建てる',
        es: '2002 · Construir juntos',
        fr: '2002 · Bâtir ensemble',
      },
      text: {
        ko: '이 뜻을 이어 가기 위해 아트리움 기념재단이 설립되었고, 오래된 나무들 사이로 골짜기가 내려다보이는 조용한 언덕이 터로 정해졌습니다. 건축가들은 하늘을 향해 열린 하나의 밝은 공간, 곧 아트리움을 중심으로 모든 공간이 모이는 건물을 구상했습니다.\n\n공사는 2002년에 시작되어 3년 가까이 이어졌습니다. 건립 비용은 수천 가정의 정성 어린 후원으로 마련되었으며, 많은 분이 직접 찾아와 손수 정원에 나무를 심기도 했습니다.',
        en: 'The Atrium Memorial Foundation was established to carry the project forward, and a quiet hillside was chosen for its old trees and its view over the valley. The architects imagined a building gathered around a single bright space open to the sky: an atrium.\n\nConstruction began in 2002 and took almost three years. It was funded by the gifts of thousands of families, many of whom also came in person to plant the garden with their own hands.',
        ja: 'この志を受け継ぐためにアトリウム記念財団が設立され、古木が立ち並び谷を見渡せる静かな丘が建設地に選ばれました。建築家たちは、空に向かって開かれた一つの明るい空間、すなわちアトリウムを中心にすべてが集まる建物を構想しました。\n\n工事は2002年に始まり、3年近くに及びました。建設費は数千のご家庭からの真心のこもったご寄付によってまかなわれ、多くの方が自ら足を運び、庭園の木々を植えてくださいました。',
        es: 'Para llevar adelante el proyecto se creó la Fundación Memorial Atrium, y se eligió una tranquila ladera por sus árboles centenarios y sus vistas al valle. Los arquitectos imaginaron un edificio reunido en torno a un único espacio luminoso abierto al cielo: un atrio.\n\nLas obras comenzaron en 2002 y duraron casi tres años. Se financiaron gracias a las donaciones de miles de familias, muchas de las cuales vinieron además a plantar el jardín con sus propias manos.',
        fr: 'La Fondation Mémorial Atrium a été créée pour porter le projet, et un coteau paisible a été choisi pour ses arbres anciens et sa vue sur la vallée. Les architectes ont imaginé un bâtiment rassemblé autour d’un unique espace lumineux ouvert sur le ciel : un atrium.\n\nLes travaux ont commencé en 2002 et ont duré près de trois ans. Ils ont été financés par les dons de milliers de familles, dont beaucoup sont aussi venues planter le jardin de leurs propres mains.',
      },
      picture: photo('history-2', 'columns', [SLATE, SAND], {
        ko: '언덕 위에 세워지는 새 건물의 기둥들',
        en: 'The columns of the new building rising on the hillside',
        ja: '丘の上に立ち上がる新しい建物の柱',
        es: 'Las columnas del nuevo edificio alzándose en la ladera',
        fr: 'Les colonnes du nouveau bâtiment s’élevant sur le coteau',
      }),
    },
    {
      heading: {
        ko: '2005 · 문을 열다',
        en: '2005 · Opening the doors',
        ja: '2005年　開館',
        es: '2005 · Abrir las puertas',
        fr: '2005 · L’ouverture',
      },
      text: {
        ko: '아트리움 기념관은 2005년 중앙 홀과 설립자 전시실, 묵상 예배실을 갖추고 문을 열었습니다. 개관하던 날, 건립에 힘을 보탠 많은 가정이 함께한 가운데 아트리움 아래에서 첫 입관 예식이 거행되었습니다.\n\n개관 첫해에만 3만 명이 넘는 분이 기념관을 찾았습니다. 은퇴한 회원들을 비롯한 자원봉사자들이 첫 안내자가 되어 주었으며, 그들의 따뜻한 환대는 지금도 기념관의 자랑으로 이어지고 있습니다.',
        en: 'Atrium Memorial opened its doors in 2005 with the Main Hall, the Founders’ Gallery and the Reflection Chapel. On opening day, the first Entrance Ceremony was held beneath the atrium, surrounded by many of the families who had made the building possible.\n\nIn its first year alone, the memorial welcomed more than thirty thousand visitors. Volunteers, many of them retired members, became its first guides, and their warm welcome remains a hallmark of the memorial to this day.',
        ja: 'アトリウム記念館は2005年、中央ホール、創設者展示室、黙想礼拝堂を備えて開館しました。開館の日には、建設を支えてくださった多くのご家庭とともに、アトリウムの下で最初の入館式が執り行われました。\n\n開館初年度だけで3万人を超える方々が来館されました。退職した会員をはじめとするボランティアの方々が最初のガイドを務め、その温かなおもてなしは今も記念館の誇りとして受け継がれています。',
        es: 'El Memorial Atrium abrió sus puertas en 2005 con la Gran Sala, la Galería de los Fundadores y la Capilla de la Reflexión. El día de la inauguración se celebró bajo el atrio la primera ceremonia de entrada, rodeada de muchas de las familias que habían hecho posible el edificio.\n\nSolo en su primer año, el memorial recibió a más de treinta mil visitantes. Los voluntarios, muchos de ellos miembros ya jubilados, fueron sus primeros guías, y su cálida acogida sigue siendo hoy un sello del memorial.',
        fr: 'Le Mémorial Atrium a ouvert ses portes en 2005 avec le Grand Hall, la galerie des fondateurs et la chapelle du recueillement. Le jour de l’inauguration, la première cérémonie d’entrée s’est tenue sous l’atrium, en présence de nombreuses familles qui avaient rendu le bâtiment possible.\n\nDès sa première année, le mémorial a accueilli plus de trente mille visiteurs. Des bénévoles, souvent des membres retraités, en ont été les premiers guides, et leur accueil chaleureux reste aujourd’hui encore la marque du mémorial.',
      },
    },
    {
      heading: {
        ko: '2012 · 배움의 터전으로',
        en: '2012 · A place of learning',
        ja: '2012年　学びの場へ',
        es: '2012 · Un lugar de aprendizaje',
        fr: '2012 · Un lieu d’apprentissage',
      },
      text: {
        ko: '젊은 세대와 가족 단위 관람객이 늘어나면서 기념관도 함께 자라났습니다. 2012년에는 교육관과 기념 정원이 완공되었고, 사료실은 소장 자료의 디지털화를 시작했습니다.\n\n같은 해 성화 교육 과정이 문을 열어, 지금까지 수많은 회원의 배움의 여정에 함께하고 있습니다. 이어서 학교 단체 프로그램과 주말 가족 워크숍도 차례로 마련되었습니다.',
        en: 'As more young people and families came to visit, the memorial grew to meet them. In 2012 the Education Center and the Memorial Garden were completed, and the Archive Room began digitizing its collection.\n\nThe same year saw the launch of the Sunghwa course, which has since accompanied thousands of members on their journey of learning. School programs and weekend family workshops soon followed.',
        ja: '若い世代やご家族連れの来館者が増えるにつれ、記念館も成長を続けました。2012年には教育館と記念庭園が完成し、史料室では所蔵資料のデジタル化が始まりました。\n\n同じ年に聖和教育課程が開講し、以来、数多くの会員の学びの歩みに寄り添ってきました。続いて学校団体向けのプログラムや、週末の家族ワークショップも次々に生まれました。',
        es: 'A medida que llegaban más jóvenes y familias, el memorial creció para acogerlos. En 2012 se terminaron el Centro Educativo y el Jardín del Recuerdo, y la Sala de Archivo comenzó a digitalizar su colección.\n\nEse mismo año nació el curso Sunghwa, que desde entonces ha acompañado a miles de miembros en su camino de aprendizaje. Poco después llegaron los programas escolares y los talleres familiares de fin de semana.',
        fr: 'À mesure que jeunes et familles venaient plus nombreux, le mémorial s’est agrandi pour les accueillir. En 2012, le Centre éducatif et le jardin du souvenir ont été achevés, et la salle des archives a entrepris la numérisation de ses collections.\n\nLa même année est née la formation Sunghwa, qui accompagne depuis des milliers de membres sur leur chemin d’apprentissage. Les programmes scolaires et les ateliers familiaux du week-end ont suivi peu après.',
      },
      picture: photo('history-3', 'garden', [GREEN, SAGE], {
        ko: '새로 조성된 기념 정원의 어린 나무들',
        en: 'Young trees in the newly planted Memorial Garden',
        ja: '新しく造られた記念庭園の若木',
        es: 'Árboles jóvenes en el recién plantado Jardín del Recuerdo',
        fr: 'De jeunes arbres dans le jardin du souvenir nouvellement planté',
      }),
    },
    {
      heading: {
        ko: '오늘 · 모든 세대를 위한 기념관',
        en: 'Today · A memorial for every generation',
        ja: '現在　すべての世代のための記念館',
        es: 'Hoy · Un memorial para todas las generaciones',
        fr: 'Aujourd’hui · Un mémorial pour toutes les générations',
      },
      text: {
        ko: '오늘날 기념관은 그 울타리를 넘어 더 많은 분과 만나고 있습니다. 웹툰과 대서사 역사 시리즈, 온라인 갤러리를 통해 직접 찾아오시기 어려운 분들께도 다섯 개 언어로 이야기를 전하고 있습니다.\n\n그러나 그 중심에 있는 마음은 작은 방에서 시작하던 그때와 다르지 않습니다. 감사함으로 기억하고, 받은 것을 다음 세대에 전하는 일입니다. 앞으로 써 내려갈 이야기를 여러분과 함께 만들어 가기를 기대합니다.',
        en: 'Today the memorial reaches far beyond its walls. Webtoons, the Epic History Series and the online gallery carry its stories, in five languages, to people who may never make the journey in person.\n\nYet its heart remains what it was in that small room: to remember with gratitude, and to pass on what we have received. We look forward to welcoming you and to writing the next chapter together.',
        ja: '現在、記念館はその垣根を越えて、さらに多くの方々とつながっています。ウェブトゥーンや大叙事詩 歴史シリーズ、オンラインギャラリーを通して、直接お越しになることが難しい方々にも、五つの言語で物語をお届けしています。\n\nそれでも、その中心にある思いは、小さな部屋で始まったあの頃と変わりません。感謝をもって記憶し、受け取ったものを次の世代へ手渡すことです。これからの物語を、皆さまとともに紡いでいけることを楽しみにしています。',
        es: 'Hoy el memorial llega mucho más allá de sus muros. Los webtoons, la Serie histórica épica y la galería en línea llevan sus historias, en cinco idiomas, a personas que quizá nunca puedan visitarlo en persona.\n\nSin embargo, su corazón sigue siendo el mismo que en aquella pequeña habitación: recordar con gratitud y transmitir lo que hemos recibido. Le esperamos con ilusión para escribir juntos el próximo capítulo.',
        fr: 'Aujourd’hui, le mémorial rayonne bien au-delà de ses murs. Les webtoons, la Série historique épique et la galerie en ligne portent ses récits, en cinq langues, jusqu’à ceux qui ne pourront peut-être jamais faire le voyage.\n\nSon cœur reste pourtant le même que dans la petite pièce des débuts : se souvenir avec gratitude et transmettre ce que nous avons reçu. Nous nous réjouissons de vous accueillir et d’écrire ensemble le prochain chapitre.',
      },
    },
  ],
};

const SUNGHWA: VenuePageSeed = {
  slug: 'sunghwa',
  title: { ko: '성화 소개', en: 'About Sunghwa', ja: '聖和について', es: 'Sobre Sunghwa', fr: 'À propos de Sunghwa' },
  summary: {
    ko: '성화 교육 과정에 담긴 뜻과 배움의 여정을 소개합니다.',
    en: 'The meaning behind the Sunghwa course and the journey of learning it offers.',
    ja: '聖和教育課程に込められた意味と、学びの歩みをご紹介します。',
    es: 'El sentido del curso Sunghwa y el camino de aprendizaje que propone.',
    fr: 'Le sens de la formation Sunghwa et le chemin d’apprentissage qu’elle propose.',
  },
  cover: cover('sunghwa', 'path', [DUSK, PALE_GOLD], {
    ko: '부드러운 금빛을 향해 곧게 뻗은 길',
    en: 'A straight path leading toward a soft golden light',
    ja: 'やわらかな金色の光に向かってまっすぐ延びる道',
    es: 'Un camino recto que conduce hacia una suave luz dorada',
    fr: 'Un chemin droit menant vers une douce lumière dorée',
  }),
  sections: [
    {
      heading: {
        ko: '성화의 의미',
        en: 'What Sunghwa means',
        ja: '聖和の意味',
        es: 'El significado de Sunghwa',
        fr: 'Le sens de Sunghwa',
      },
      text: {
        ko: '‘성화(聖和)’는 거룩할 성(聖)과 화목할 화(和)를 합한 말입니다. 믿음의 삶이 날마다 자라나 하늘과 이웃, 그리고 나 자신과 온전히 조화를 이루어 가기를 바라는 마음을 담고 있습니다.\n\n설립자들은 믿음이 한순간에 완성되는 것이 아니라 평생에 걸쳐 익어 가는 것이라고 자주 말했습니다. 성화는 바로 그 평생의 여정을 가리키는 이름입니다.',
        en: '“Sunghwa” joins two characters: one meaning holy, the other harmony. It expresses the hope that a life of faith can grow, day by day, into full harmony with Heaven, with others and with oneself.\n\nThe founders often said that faith is not completed in a single moment but ripens over a lifetime. Sunghwa is the name for that lifelong journey.',
        ja: '「聖和」は、「聖」と「和」という二つの字から成る言葉です。信仰の歩みが日々成長し、天と隣人、そして自分自身と調和していくようにとの願いが込められています。\n\n創設者たちは、信仰は一瞬で完成するものではなく、生涯をかけて実っていくものだとよく語っていました。聖和とは、その生涯にわたる歩みを表す名前なのです。',
        es: '«Sunghwa» une dos caracteres: uno significa «santo» y el otro, «armonía». Expresa el deseo de que una vida de fe crezca, día a día, hasta alcanzar la plena armonía con el Cielo, con los demás y con uno mismo.\n\nLos fundadores decían a menudo que la fe no se completa en un instante, sino que madura a lo largo de toda la vida. Sunghwa es el nombre de ese camino de toda una vida.',
        fr: '« Sunghwa » réunit deux caractères : l’un signifie « saint », l’autre « harmonie ». Ce nom exprime l’espérance qu’une vie de foi puisse grandir, jour après jour, jusqu’à une pleine harmonie avec le Ciel, avec les autres et avec soi-même.\n\nLes fondateurs aimaient répéter que la foi ne s’accomplit pas en un instant, mais mûrit tout au long d’une vie. Sunghwa est le nom de ce cheminement de toute une vie.',
      },
    },
    {
      heading: {
        ko: '교육 과정 안내',
        en: 'About the course',
        ja: '講座について',
        es: 'Sobre el curso',
        fr: 'La formation',
      },
      text: {
        ko: '성화 교육 과정은 기념관이 회원들을 위해 마련한 연속 강좌입니다. 한 과마다 짧은 영상 강의와 설립자들의 편지 읽기, 스스로를 돌아보는 묵상 질문이 어우러져 있습니다.\n\n컴퓨터나 휴대전화로 언제든 자신의 속도에 맞추어 온라인으로 들으실 수 있으며, 교육관에서 열리는 소그룹 모임에도 참여하실 수 있습니다. 한 과는 20분 안팎으로 구성되어 있습니다.',
        en: 'The Sunghwa course is a series of lessons the memorial has prepared for its members. Each lesson brings together a short video talk, a reading from the founders’ letters and a few questions for personal reflection.\n\nYou can follow the course online at your own pace, on a computer or a phone, or join one of the small groups that meet at the Education Center. Each lesson takes about twenty minutes.',
        ja: '聖和教育課程は、記念館が会員の皆さまのためにご用意した連続講座です。各課は、短い映像講義、創設者たちの手紙の朗読、そして自らを振り返るための問いで構成されています。\n\nパソコンやスマートフォンで、いつでもご自分のペースでオンライン受講できるほか、教育館で開かれる少人数のグループ講座にもご参加いただけます。一つの課は約20分です。',
        es: 'El curso Sunghwa es una serie de lecciones que el memorial ha preparado para sus miembros. Cada lección combina una breve charla en vídeo, la lectura de una carta de los fundadores y algunas preguntas para la reflexión personal.\n\nPuede seguir el curso en línea a su propio ritmo, desde el ordenador o el móvil, o unirse a uno de los pequeños grupos que se reúnen en el Centro Educativo. Cada lección dura unos veinte minutos.',
        fr: 'La formation Sunghwa est une série de leçons que le mémorial a préparée pour ses membres. Chaque leçon réunit une courte intervention en vidéo, la lecture d’une lettre des fondateurs et quelques questions pour une réflexion personnelle.\n\nVous pouvez la suivre en ligne, à votre rythme, sur ordinateur ou sur téléphone, ou rejoindre l’un des petits groupes qui se réunissent au Centre éducatif. Chaque leçon dure une vingtaine de minutes.',
      },
    },
    {
      heading: {
        ko: '네 단계의 여정',
        en: 'A journey in four stages',
        ja: '四つの段階',
        es: 'Un camino en cuatro etapas',
        fr: 'Un parcours en quatre étapes',
      },
      text: {
        ko: '과정은 네 단계로 이루어집니다. ‘기억하기’에서는 믿음의 역사를 배우고, ‘이해하기’에서는 설립자들이 소중히 여긴 가치를 살펴봅니다. ‘실천하기’에서는 그 가치를 일상의 섬김으로 옮기는 길을 찾고, ‘나누기’에서는 배운 것을 가족과 이웃에게 전하는 법을 익힙니다.\n\n각 단계를 마칠 때마다 짧은 돌아보기 시간이 있어, 배운 내용을 정리하고 자신의 삶에 비추어 볼 수 있습니다. 서두르지 않고 한 걸음씩 나아가는 것이 이 과정의 정신입니다.',
        en: 'The course unfolds in four stages. In Remembering, you learn the history of faith; in Understanding, you explore the values the founders held dear. In Practicing, you look for ways to carry those values into everyday service, and in Sharing, you discover how to pass on what you have learned to your family and neighbors.\n\nAt the end of each stage, a short review helps you gather your thoughts and reflect on your own life. Moving forward one step at a time, without haste, is the spirit of the whole course.',
        ja: '講座は四つの段階で構成されています。「記憶する」では信仰の歴史を学び、「理解する」では創設者たちが大切にした価値を見つめます。「実践する」ではその価値を日々の奉仕へとつなげる道を探り、「分かち合う」では学んだことを家族や隣人に伝える方法を身につけます。\n\n各段階の終わりには短い振り返りの時間があり、学んだ内容を整理し、ご自身の歩みに照らして考えることができます。急がず一歩ずつ進むことこそ、この講座の精神です。',
        es: 'El curso se desarrolla en cuatro etapas. En «Recordar» se aprende la historia de la fe; en «Comprender» se exploran los valores que los fundadores apreciaban. En «Practicar» se buscan maneras de llevar esos valores al servicio cotidiano, y en «Compartir» se descubre cómo transmitir lo aprendido a la familia y a los vecinos.\n\nAl final de cada etapa, un breve repaso le ayuda a ordenar sus ideas y a mirar su propia vida a esa luz. Avanzar paso a paso, sin prisa, es el espíritu de todo el curso.',
        fr: 'La formation se déroule en quatre étapes. « Se souvenir » retrace l’histoire de la foi ; « Comprendre » explore les valeurs chères aux fondateurs. « Pratiquer » cherche comment traduire ces valeurs dans le service au quotidien, et « Partager » montre comment transmettre ce que l’on a appris à sa famille et à ses proches.\n\nÀ la fin de chaque étape, un court bilan vous aide à rassembler vos pensées et à les relire à la lumière de votre propre vie. Avancer pas à pas, sans hâte : tel est l’esprit de toute la formation.',
      },
      picture: photo('sunghwa-1', 'book', [DUSK, SAND], {
        ko: '은은한 보랏빛 속에 펼쳐진 책',
        en: 'An open book in a soft violet light',
        ja: 'やわらかな紫の光の中に開かれた本',
        es: 'Un libro abierto bajo una suave luz violeta',
        fr: 'Un livre ouvert dans une douce lumière violette',
      }),
    },
    {
      heading: {
        ko: '참여 방법',
        en: 'How to take part',
        ja: '受講の方法',
        es: 'Cómo participar',
        fr: 'Comment participer',
      },
      text: {
        ko: '성화 교육 과정은 기념관 홈페이지에 가입한 회원이라면 누구나 무료로 들으실 수 있습니다. 로그인하신 뒤 ‘교육’ 메뉴의 ‘성화 교육’을 선택하시면 바로 시작하실 수 있으며, 학습한 진도는 자동으로 저장됩니다.\n\n소그룹 모임은 교육관 안내 데스크에서 신청하실 수 있습니다. 네 단계를 모두 마치신 분께는 수료증을 드립니다.',
        en: 'The Sunghwa course is free for every registered member of the memorial’s website. Simply sign in and choose Sunghwa Education in the Education menu to begin; your progress is saved automatically.\n\nTo join a small group, please sign up at the Education Center’s front desk. A certificate of completion is presented to everyone who finishes all four stages.',
        ja: '聖和教育課程は、記念館ホームページの会員であればどなたでも無料で受講いただけます。ログイン後、「教育」メニューの「聖和教育」を選べばすぐに始められ、学習の進み具合は自動で保存されます。\n\n少人数のグループ講座は、教育館の受付でお申し込みいただけます。四つの段階をすべて修了された方には修了証をお渡しします。',
        es: 'El curso Sunghwa es gratuito para todos los miembros registrados en el sitio web del memorial. Solo tiene que iniciar sesión y elegir «Formación Sunghwa» en el menú «Educación» para empezar; su progreso se guarda automáticamente.\n\nPara unirse a un grupo pequeño, inscríbase en el mostrador del Centro Educativo. Quienes completen las cuatro etapas reciben un certificado.',
        fr: 'La formation Sunghwa est gratuite pour tous les membres inscrits sur le site du mémorial. Il vous suffit de vous connecter et de choisir « Formation Sunghwa » dans le menu « Éducation » pour commencer ; votre progression est enregistrée automatiquement.\n\nPour rejoindre un petit groupe, inscrivez-vous à l’accueil du Centre éducatif. Une attestation est remise à chaque participant ayant achevé les quatre étapes.',
      },
    },
  ],
};

const CEREMONY: VenuePageSeed = {
  slug: 'ceremony',
  title: {
    ko: '입관 예식',
    en: 'Entrance Ceremony',
    ja: '入館式',
    es: 'Ceremonia de entrada',
    fr: 'Cérémonie d’entrée',
  },
  summary: {
    ko: '기념관에 들어서는 첫걸음을 함께 여는 입관 예식의 의미와 순서를 안내합니다.',
    en: 'The meaning and order of the ceremony with which groups begin their visit to the memorial.',
    ja: '記念館への最初の一歩をともに踏み出す、入館式の意味と次第をご案内します。',
    es: 'El significado y el desarrollo de la ceremonia con la que los grupos inician su visita al memorial.',
    fr: 'Le sens et le déroulement de la cérémonie par laquelle les groupes commencent leur visite du mémorial.',
  },
  cover: cover('ceremony', 'light', [NAVY, PALE_GOLD], {
    ko: '고요한 홀 한가운데로 위에서 내려오는 빛',
    en: 'Light descending from above into the center of a quiet hall',
    ja: '静かなホールの中央へ、上から降りてくる光',
    es: 'Luz que desciende desde lo alto hasta el centro de una sala silenciosa',
    fr: 'Une lumière descendant d’en haut au centre d’une salle silencieuse',
  }),
  sections: [
    {
      heading: {
        ko: '예식의 의미',
        en: 'The meaning of the ceremony',
        ja: '入館式の意味',
        es: 'El sentido de la ceremonia',
        fr: 'Le sens de la cérémonie',
      },
      text: {
        ko: '입관(入館) 예식은 단체로 기념관을 찾은 분들이 관람을 시작하기 전에 함께 드리는 짧은 예식입니다. 전시실로 걸음을 옮기기에 앞서 잠시 멈추어, 먼저 믿음의 길을 걸어간 이들을 기억하고 앞으로 보고 들을 이야기에 마음을 엽니다.\n\n예식은 감사의 표현이자, 받은 것을 다음 세대에 전하겠다는 다짐이기도 합니다. 신앙과 관계없이 누구나 참여하실 수 있으며, 원하지 않으시는 순서는 자리에서 조용히 지켜보셔도 괜찮습니다.',
        en: 'The Entrance Ceremony is a short rite with which groups begin their visit. Before walking through the galleries, participants pause together to remember those who walked the path of faith before them, and to open their hearts to what they are about to see and hear.\n\nThe ceremony is an expression of gratitude and a promise to pass on what has been received. Everyone is welcome to take part, whatever their beliefs, and anyone who prefers may simply follow it quietly from their seat.',
        ja: '入館式は、団体で来館された皆さまが見学を始める前にともに行う、短い式です。展示室へ進む前にしばし立ち止まり、先に信仰の道を歩んだ人々を記憶し、これから見聞きする物語に心を開きます。\n\n入館式は感謝の表れであると同時に、受け取ったものを次の世代へ伝えていくという誓いでもあります。信仰の有無にかかわらずどなたでもご参加いただけます。参加を控えたい場面では、席から静かに見守っていただいてもかまいません。',
        es: 'La ceremonia de entrada es un breve rito con el que los grupos inician su visita. Antes de recorrer las salas, los participantes se detienen juntos para recordar a quienes recorrieron antes el camino de la fe y para abrir el corazón a lo que van a ver y escuchar.\n\nLa ceremonia es una expresión de gratitud y un compromiso de transmitir lo recibido. Todas las personas pueden participar, sean cuales sean sus creencias, y quien lo prefiera puede simplemente seguirla en silencio desde su asiento.',
        fr: 'La cérémonie d’entrée est un bref rite par lequel les groupes commencent leur visite. Avant de parcourir les galeries, les participants s’arrêtent ensemble pour se souvenir de celles et ceux qui ont suivi avant eux le chemin de la foi, et pour ouvrir leur cœur à ce qu’ils vont voir et entendre.\n\nLa cérémonie est à la fois un geste de gratitude et la promesse de transmettre ce qui a été reçu. Chacun peut y prendre part, quelles que soient ses convictions ; ceux qui le préfèrent peuvent simplement la suivre en silence depuis leur place.',
      },
    },
    {
      heading: {
        ko: '예식 순서',
        en: 'Order of the ceremony',
        ja: '式次第',
        es: 'Desarrollo de la ceremonia',
        fr: 'Déroulement de la cérémonie',
      },
      text: {
        ko: '1. 모임과 착석 — 참석자들은 중앙 홀에 모여 조용히 자리에 앉습니다. 안내자가 단체를 맞이하며 예식을 소개합니다.\n\n2. 묵념 — 먼저 믿음의 길을 걸어간 이들을 기억하며 모두 함께 1분간 묵념합니다.\n\n3. 낭독 — 단체의 대표 한 분이 설립자들의 편지 가운데 짧은 구절을 소리 내어 읽습니다.\n\n4. 헌화 — 참석자들이 차례로 나아가 돌 수반 앞에 흰 꽃 한 송이를 놓습니다.\n\n5. 다짐의 말 — 단체의 대표나 안내자가 감사와 다짐의 말을 전합니다.\n\n6. 입관 — 안내자를 따라 아치를 지나 설립자 전시실로 걸음을 옮기며 관람을 시작합니다.',
        en: '1. Gathering: participants gather in the Main Hall and take their seats quietly. A guide welcomes the group and introduces the ceremony.\n\n2. Moment of silence: everyone observes one minute of silence in memory of those who walked the path of faith before us.\n\n3. Reading: a representative of the group reads aloud a short passage from the founders’ letters.\n\n4. Offering of flowers: one by one, participants come forward and lay a single white flower before the stone basin.\n\n5. Words of dedication: the group’s representative or the guide offers a few words of thanks and commitment.\n\n6. Entering the memorial: following the guide, the group passes beneath the arch into the Founders’ Gallery, and the visit begins.',
        ja: '1. 集合・着席：参列者は中央ホールに集まり、静かに着席します。ガイドが団体をお迎えし、式についてご説明します。\n\n2. 黙とう：先に信仰の道を歩んだ人々をしのび、全員で1分間の黙とうをささげます。\n\n3. 朗読：団体の代表の方が、創設者たちの手紙から短い一節を朗読します。\n\n4. 献花：参列者が一人ずつ進み出て、石の水盤の前に白い花を一輪ささげます。\n\n5. 誓いの言葉：団体の代表の方またはガイドが、感謝と誓いの言葉を述べます。\n\n6. 入館：ガイドに続いてアーチをくぐり、創設者展示室へと進んで見学を始めます。',
        es: '1. Acogida. Los participantes se reúnen en la Gran Sala y toman asiento en silencio. Un guía da la bienvenida al grupo y presenta la ceremonia.\n\n2. Minuto de silencio. Todos guardan un minuto de silencio en memoria de quienes recorrieron antes el camino de la fe.\n\n3. Lectura. Un representante del grupo lee en voz alta un breve pasaje de las cartas de los fundadores.\n\n4. Ofrenda floral. Uno a uno, los participantes se acercan y depositan una flor blanca ante la pila de piedra.\n\n5. Palabras de compromiso. El representante del grupo o el guía pronuncia unas palabras de agradecimiento y compromiso.\n\n6. Entrada al memorial. Siguiendo al guía, el grupo pasa bajo el arco hacia la Galería de los Fundadores y comienza la visita.',
        fr: '1. Accueil. Les participants se rassemblent dans le Grand Hall et prennent place en silence. Un guide accueille le groupe et présente la cérémonie.\n\n2. Minute de silence. Tous observent une minute de silence en mémoire de celles et ceux qui ont suivi avant nous le chemin de la foi.\n\n3. Lecture. Un représentant du groupe lit à voix haute un court passage des lettres des fondateurs.\n\n4. Dépôt de fleurs. L’un après l’autre, les participants s’avancent et déposent une fleur blanche devant la vasque de pierre.\n\n5. Paroles d’engagement. Le représentant du groupe ou le guide prononce quelques mots de gratitude et d’engagement.\n\n6. Entrée au mémorial. À la suite du guide, le groupe passe sous l’arche pour rejoindre la galerie des fondateurs, et la visite commence.',
      },
      picture: photo('ceremony-1', 'arch', [BROWN, PALE_GOLD], {
        ko: '단체가 설립자 전시실로 들어서는 돌 아치',
        en: 'The stone arch through which the group enters the Founders’ Gallery',
        ja: '団体が創設者展示室へと入っていく石のアーチ',
        es: 'El arco de piedra por el que el grupo entra en la Galería de los Fundadores',
        fr: 'L’arche de pierre par laquelle le groupe entre dans la galerie des fondateurs',
      }),
    },
    {
      heading: {
        ko: '참석 전에 알아 두실 점',
        en: 'Before you come',
        ja: 'ご参加の前に',
        es: 'Antes de su visita',
        fr: 'Avant votre venue',
      },
      text: {
        ko: '입관 예식은 20명 이상의 단체를 대상으로 화요일부터 일요일까지 오전 10시, 오후 1시, 오후 3시에 중앙 홀에서 열립니다. 적어도 일주일 전까지 예약해 주시기 바라며, 예식은 30분 정도 걸립니다.\n\n예식 시작 15분 전까지 도착해 주십시오. 특별한 복장 규정은 없으나 단정한 옷차림을 권해 드리며, 헌화용 꽃은 기념관에서 준비합니다.\n\n예식 전후에는 사진 촬영이 가능하지만, 묵념하는 동안에는 촬영을 삼가 주십시오. 휴대전화는 무음으로 바꾸어 주시면 감사하겠습니다.',
        en: 'The Entrance Ceremony is held for groups of twenty or more, Tuesday to Sunday, at 10 a.m., 1 p.m. and 3 p.m. in the Main Hall. Please book at least one week in advance; the ceremony lasts about thirty minutes.\n\nPlease arrive fifteen minutes before the start. There is no dress code, though neat clothing is appreciated, and the memorial provides the flowers for the offering.\n\nPhotographs may be taken before and after the ceremony, but we ask you not to take any during the moment of silence. Thank you for switching your phone to silent mode.',
        ja: '入館式は20名以上の団体を対象に、火曜日から日曜日の午前10時、午後1時、午後3時に中央ホールで行います。少なくとも1週間前までにご予約ください。所要時間は約30分です。\n\n式の開始15分前までにお越しください。服装の決まりは特にございませんが、落ち着いた服装をおすすめします。献花用の花は記念館でご用意いたします。\n\n式の前後は写真撮影ができますが、黙とうの間は撮影をお控えください。携帯電話はマナーモードに設定していただきますよう、お願いいたします。',
        es: 'La ceremonia de entrada se celebra para grupos de veinte o más personas, de martes a domingo, a las 10:00, a las 13:00 y a las 15:00 en la Gran Sala. Le rogamos que reserve con al menos una semana de antelación; la ceremonia dura unos treinta minutos.\n\nLe pedimos que llegue quince minutos antes del comienzo. No hay normas de vestimenta, aunque se agradece una ropa discreta, y el memorial proporciona las flores para la ofrenda.\n\nPuede tomar fotografías antes y después de la ceremonia, pero le rogamos que no lo haga durante el minuto de silencio. Le agradecemos que ponga su teléfono en modo silencio.',
        fr: 'La cérémonie d’entrée est proposée aux groupes de vingt personnes ou plus, du mardi au dimanche, à 10 h, 13 h et 15 h, dans le Grand Hall. Merci de réserver au moins une semaine à l’avance ; la cérémonie dure une trentaine de minutes.\n\nNous vous prions d’arriver quinze minutes avant le début. Aucune tenue particulière n’est exigée, mais une tenue correcte est appréciée ; les fleurs sont fournies par le mémorial.\n\nLes photos sont permises avant et après la cérémonie, mais nous vous demandons de vous en abstenir pendant la minute de silence. Merci de mettre votre téléphone en mode silencieux.',
      },
    },
  ],
};

const TERMS_SERVICE: VenuePageSeed = {
  slug: 'terms-service',
  title: {
    ko: '이용약관',
    en: 'Terms of Service',
    ja: '利用規約',
    es: 'Condiciones de uso',
    fr: 'Conditions d’utilisation',
  },
  summary: {
    ko: '아트리움 기념관 홈페이지와 온라인 서비스를 이용하실 때 적용되는 약관입니다.',
    en: 'The terms that apply when you use the Atrium Memorial website and its online services.',
    ja: 'アトリウム記念館のホームページおよびオンラインサービスをご利用いただく際の規約です。',
    es: 'Las condiciones que se aplican al uso del sitio web del Memorial Atrium y de sus servicios en línea.',
    fr: 'Les conditions applicables à l’utilisation du site du Mémorial Atrium et de ses services en ligne.',
  },
  sections: [
    {
      heading: {
        ko: '제1조 (목적)',
        en: 'Article 1. Purpose',
        ja: '第1条（目的）',
        es: 'Artículo 1. Objeto',
        fr: 'Article 1 – Objet',
      },
      text: {
        ko: '이 약관은 아트리움 기념재단(이하 ‘재단’)이 운영하는 아트리움 기념관 홈페이지와 이에 딸린 온라인 서비스(이하 ‘서비스’)를 이용하는 데 필요한 조건과 절차, 그리고 재단과 이용자의 권리·의무 및 책임 사항을 정하는 것을 목적으로 합니다.',
        en: 'These Terms set out the conditions and procedures for using the Atrium Memorial website and its related online services (the “Services”), operated by the Atrium Memorial Foundation (the “Foundation”), as well as the rights, obligations and responsibilities of the Foundation and its users.',
        ja: 'この規約は、アトリウム記念財団（以下「財団」）が運営するアトリウム記念館のホームページおよびこれに付随するオンラインサービス（以下「本サービス」）の利用に関する条件と手続き、ならびに財団と利用者の権利・義務および責任事項を定めることを目的とします。',
        es: 'Las presentes Condiciones establecen los requisitos y procedimientos para el uso del sitio web del Memorial Atrium y de sus servicios en línea asociados (en adelante, los «Servicios»), gestionados por la Fundación Memorial Atrium (en adelante, la «Fundación»), así como los derechos, obligaciones y responsabilidades de la Fundación y de los usuarios.',
        fr: 'Les présentes conditions ont pour objet de définir les modalités d’utilisation du site du Mémorial Atrium et des services en ligne qui y sont associés (ci-après les « Services »), exploités par la Fondation Mémorial Atrium (ci-après la « Fondation »), ainsi que les droits, obligations et responsabilités de la Fondation et des utilisateurs.',
      },
    },
    {
      heading: {
        ko: '제2조 (용어의 정의)',
        en: 'Article 2. Definitions',
        ja: '第2条（定義）',
        es: 'Artículo 2. Definiciones',
        fr: 'Article 2 – Définitions',
      },
      text: {
        ko: '이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.\n\n‘이용자’란 홈페이지에 접속하여 서비스를 이용하는 모든 분을 말합니다. ‘회원’이란 이 약관과 개인정보처리방침에 동의하고 가입 절차를 마쳐 계정을 발급받은 이용자를 말합니다.\n\n‘계정’이란 회원이 로그인할 때 사용하는 이메일 주소와 비밀번호의 조합을 말합니다. ‘콘텐츠’란 서비스에 게시된 글, 사진, 영상, 웹툰, 교육 자료 등 모든 자료를 말합니다.',
        en: 'In these Terms, the following words have the meanings given below.\n\nA “user” is anyone who visits the website and uses the Services. A “member” is a user who has agreed to these Terms and the Privacy Policy, completed registration and received an account.\n\nAn “account” is the combination of e-mail address and password a member uses to sign in. “Content” means all material published through the Services, including text, photographs, videos, webtoons and educational resources.',
        ja: 'この規約で使用する用語の意味は、次のとおりです。\n\n「利用者」とは、ホームページにアクセスし本サービスを利用するすべての方をいいます。「会員」とは、この規約とプライバシーポリシーに同意し、登録手続きを完了してアカウントの発行を受けた利用者をいいます。\n\n「アカウント」とは、会員がログインの際に使用するメールアドレスとパスワードの組み合わせをいいます。「コンテンツ」とは、本サービスに掲載された文章、写真、映像、ウェブトゥーン、教育資料などすべての資料をいいます。',
        es: 'A efectos de estas Condiciones, los siguientes términos tienen el significado que se indica.\n\n«Usuario» es toda persona que accede al sitio web y utiliza los Servicios. «Miembro» es el usuario que ha aceptado estas Condiciones y la Política de privacidad, ha completado el registro y ha obtenido una cuenta.\n\n«Cuenta» es la combinación de dirección de correo electrónico y contraseña con la que el miembro inicia sesión. «Contenidos» son todos los materiales publicados a través de los Servicios, como textos, fotografías, vídeos, webtoons y recursos educativos.',
        fr: 'Au sens des présentes conditions, les termes suivants ont la signification indiquée ci-dessous.\n\nL’« utilisateur » désigne toute personne qui consulte le site et utilise les Services. Le « membre » désigne l’utilisateur qui a accepté les présentes conditions et la politique de confidentialité, a terminé son inscription et dispose d’un compte.\n\nLe « compte » désigne la combinaison de l’adresse e-mail et du mot de passe qu’utilise le membre pour se connecter. Les « contenus » désignent l’ensemble des éléments publiés par l’intermédiaire des Services : textes, photographies, vidéos, webtoons et ressources pédagogiques.',
      },
    },
    {
      heading: {
        ko: '제3조 (회원 가입과 탈퇴)',
        en: 'Article 3. Membership',
        ja: '第3条（会員登録と退会）',
        es: 'Artículo 3. Registro y baja',
        fr: 'Article 3 – Inscription et résiliation',
      },
      text: {
        ko: '회원 가입은 이용자가 이 약관과 개인정보처리방침에 동의하고, 가입 양식을 작성한 뒤 이메일 인증을 마치면 완료됩니다. 회원 구분에 따라 소속 교회나 축복 가정 기수 등 추가 정보를 입력하셔야 할 수 있습니다.\n\n재단은 다른 사람의 정보를 도용하거나 사실과 다른 정보를 입력한 경우 가입을 승낙하지 않을 수 있으며, 가입 후에도 회원 자격을 취소할 수 있습니다.\n\n회원은 ‘내 정보’ 메뉴 또는 문의처를 통해 언제든지 탈퇴를 신청하실 수 있으며, 탈퇴 후 개인정보는 개인정보처리방침에 따라 처리됩니다.',
        en: 'Membership is complete once a user has agreed to these Terms and the Privacy Policy, filled in the registration form and verified their e-mail address. Depending on the member type, additional details such as church affiliation or blessing group may be required.\n\nThe Foundation may decline an application, or cancel a membership already granted, if another person’s details have been used or the information given is untrue.\n\nMembers may ask to close their account at any time through My Info or by contacting us. After closure, personal information is handled as described in the Privacy Policy.',
        ja: '会員登録は、利用者がこの規約とプライバシーポリシーに同意し、登録フォームに入力したうえでメール認証を完了した時点で成立します。会員区分によっては、所属教会や祝福家庭の期などの追加情報の入力が必要となる場合があります。\n\n財団は、他人の情報を不正に使用した場合や事実と異なる情報が入力された場合、登録をお断りし、または登録後であっても会員資格を取り消すことがあります。\n\n会員は、「マイページ」またはお問い合わせ窓口を通じて、いつでも退会を申し出ることができます。退会後の個人情報は、プライバシーポリシーに従って取り扱います。',
        es: 'El registro se completa cuando el usuario acepta estas Condiciones y la Política de privacidad, rellena el formulario de registro y verifica su dirección de correo electrónico. Según el tipo de miembro, puede ser necesario indicar datos adicionales, como la iglesia a la que pertenece o el grupo de bendición.\n\nLa Fundación podrá rechazar una solicitud, o cancelar una cuenta ya concedida, si se han utilizado datos de otra persona o si la información facilitada no es veraz.\n\nLos miembros pueden solicitar la baja en cualquier momento desde «Mi información» o poniéndose en contacto con nosotros. Tras la baja, los datos personales se tratan conforme a la Política de privacidad.',
        fr: 'L’inscription est effective lorsque l’utilisateur a accepté les présentes conditions et la politique de confidentialité, rempli le formulaire d’inscription et confirmé son adresse e-mail. Selon le type de membre, des informations complémentaires, comme l’Église d’appartenance ou le groupe de bénédiction, peuvent être demandées.\n\nLa Fondation peut refuser une inscription, ou annuler un compte déjà ouvert, si les informations d’une autre personne ont été utilisées ou si les renseignements fournis sont inexacts.\n\nLe membre peut demander la clôture de son compte à tout moment depuis « Mes informations » ou en nous contactant. Après la clôture, ses données personnelles sont traitées conformément à la politique de confidentialité.',
      },
    },
    {
      heading: {
        ko: '제4조 (회원의 의무)',
        en: 'Article 4. Members’ obligations',
        ja: '第4条（会員の義務）',
        es: 'Artículo 4. Obligaciones de los miembros',
        fr: 'Article 4 – Obligations du membre',
      },
      text: {
        ko: '회원은 가입 정보를 정확하게 유지해야 하며, 바뀐 사항이 있으면 ‘내 정보’에서 바로 고쳐 주셔야 합니다. 비밀번호는 다른 사람에게 알려 주거나 함께 쓰지 말고 안전하게 관리해 주십시오. 계정이 도용된 것으로 의심되면 즉시 비밀번호를 바꾸고 재단에 알려 주시기 바랍니다.\n\n회원은 다른 사람의 계정을 이용하는 행위, 법령이나 공공질서에 어긋나거나 타인의 명예를 훼손하는 내용을 게시하는 행위, 재단이나 제3자의 저작권 등 권리를 침해하는 행위, 서비스의 운영을 방해하거나 다른 이용자의 정보를 수집하는 행위, 재단의 허락 없이 서비스를 영리 목적으로 이용하는 행위를 해서는 안 됩니다.',
        en: 'Members must keep their registration details accurate and update them in My Info whenever they change. Please keep your password safe and never share it with anyone. If you suspect that someone else is using your account, change your password at once and let the Foundation know.\n\nMembers must not use another person’s account; publish content that breaks the law, offends public order or harms the reputation of others; infringe the copyright or other rights of the Foundation or of third parties; disrupt the operation of the Services or collect other users’ information; or use the Services for commercial purposes without the Foundation’s permission.',
        ja: '会員は登録情報を常に正確に保ち、変更があった場合は「マイページ」で速やかに修正しなければなりません。パスワードは他人に教えたり共有したりせず、大切に管理してください。アカウントが第三者に使用されている疑いがある場合は、直ちにパスワードを変更し、財団にご連絡ください。\n\n会員は、他人のアカウントを使用する行為、法令や公序良俗に反する内容または他人の名誉を傷つける内容を掲載する行為、財団または第三者の著作権その他の権利を侵害する行為、本サービスの運営を妨げ、または他の利用者の情報を収集する行為、財団の許可なく本サービスを営利目的で利用する行為をしてはなりません。',
        es: 'Los miembros deben mantener actualizados sus datos de registro y corregirlos en «Mi información» cuando cambien. Le rogamos que guarde su contraseña de forma segura y que no la comparta con nadie. Si sospecha que otra persona está utilizando su cuenta, cambie la contraseña de inmediato y avise a la Fundación.\n\nLos miembros no deben utilizar la cuenta de otra persona; publicar contenidos ilícitos, contrarios al orden público o que dañen la reputación de terceros; vulnerar los derechos de autor u otros derechos de la Fundación o de terceros; perturbar el funcionamiento de los Servicios o recopilar datos de otros usuarios; ni utilizar los Servicios con fines comerciales sin autorización de la Fundación.',
        fr: 'Le membre veille à l’exactitude de ses informations d’inscription et les met à jour dans « Mes informations » dès qu’elles changent. Gardez votre mot de passe en lieu sûr et ne le communiquez à personne. Si vous soupçonnez qu’un tiers utilise votre compte, changez immédiatement votre mot de passe et prévenez la Fondation.\n\nIl est interdit au membre d’utiliser le compte d’une autre personne ; de publier des contenus illicites, contraires à l’ordre public ou portant atteinte à la réputation d’autrui ; de porter atteinte aux droits d’auteur ou aux autres droits de la Fondation ou de tiers ; de perturber le fonctionnement des Services ou de collecter les données d’autres utilisateurs ; ou d’utiliser les Services à des fins commerciales sans l’autorisation de la Fondation.',
      },
    },
    {
      heading: {
        ko: '제5조 (서비스의 제공과 변경)',
        en: 'Article 5. The Services and changes to them',
        ja: '第5条（サービスの提供と変更）',
        es: 'Artículo 5. Prestación y modificación de los Servicios',
        fr: 'Article 5 – Fourniture et modification des Services',
      },
      text: {
        ko: '재단은 전시·공간·행사 안내, 소식, 웹툰과 대서사 역사 시리즈, 성화 교육 과정, 온라인 갤러리 등의 서비스를 제공합니다. 일부 서비스는 로그인한 회원만 이용하실 수 있습니다.\n\n서비스는 무료로 제공됩니다. 재단은 운영상 또는 기술상 필요에 따라 서비스의 내용을 바꾸거나 일부를 중단할 수 있으며, 중요한 변경은 미리 홈페이지에 공지합니다. 시스템 점검 등으로 서비스가 잠시 중단될 수 있으며, 이 경우에도 가능한 한 미리 알려 드립니다.',
        en: 'The Foundation provides information on exhibitions, spaces and events, news, webtoons and the Epic History Series, the Sunghwa course, the online gallery and related services. Some services are available only to signed-in members.\n\nThe Services are free of charge. The Foundation may change the Services or discontinue part of them for operational or technical reasons, and will announce significant changes on the website in advance. The Services may be briefly unavailable during maintenance; whenever possible, this too will be announced beforehand.',
        ja: '財団は、展示・施設・行事のご案内、ニュース、ウェブトゥーンや大叙事詩 歴史シリーズ、聖和教育課程、オンラインギャラリーなどのサービスを提供します。一部のサービスは、ログインした会員のみご利用いただけます。\n\n本サービスは無料で提供されます。財団は運営上または技術上の必要に応じて本サービスの内容を変更し、またはその一部を中止することがあり、重要な変更は事前にホームページでお知らせします。システムの点検などにより一時的にご利用いただけない場合も、可能な限り事前にお知らせします。',
        es: 'La Fundación ofrece información sobre exposiciones, espacios y eventos, noticias, webtoons y la Serie histórica épica, el curso Sunghwa, la galería en línea y otros servicios relacionados. Algunos servicios están reservados a los miembros que hayan iniciado sesión.\n\nLos Servicios son gratuitos. La Fundación podrá modificarlos o suspender parte de ellos por razones operativas o técnicas, y anunciará con antelación en el sitio web los cambios importantes. Los Servicios pueden interrumpirse brevemente por tareas de mantenimiento; siempre que sea posible, también se avisará con antelación.',
        fr: 'La Fondation propose des informations sur les expositions, les espaces et les événements, des actualités, des webtoons et la Série historique épique, la formation Sunghwa, la galerie en ligne et d’autres services associés. Certains services sont réservés aux membres connectés.\n\nLes Services sont gratuits. La Fondation peut les modifier ou en interrompre une partie pour des raisons d’exploitation ou techniques ; elle annonce à l’avance sur le site tout changement important. Les Services peuvent être momentanément indisponibles pendant une maintenance ; dans la mesure du possible, celle-ci est également annoncée à l’avance.',
      },
    },
    {
      heading: {
        ko: '제6조 (이용 제한)',
        en: 'Article 6. Restrictions on use',
        ja: '第6条（利用の制限）',
        es: 'Artículo 6. Limitación del uso',
        fr: 'Article 6 – Restrictions d’utilisation',
      },
      text: {
        ko: '회원이 이 약관을 위반한 경우, 재단은 위반의 정도에 따라 경고, 일시 이용 정지, 회원 자격 해지의 순서로 이용을 제한할 수 있습니다. 다만 법령을 위반하거나 다른 이용자에게 심각한 피해를 준 경우에는 즉시 이용을 제한할 수 있습니다.\n\n계정 보호를 위해 로그인에 여러 차례 실패하면 계정이 일시적으로 잠길 수 있습니다. 잠긴 계정은 가입하신 이메일로 보내 드리는 안내에 따라 본인 확인을 거친 뒤 다시 사용하실 수 있습니다.\n\n이용 제한에 이의가 있는 회원은 문의처를 통해 이의를 제기하실 수 있으며, 재단은 이를 성실히 검토하여 결과를 알려 드립니다.',
        en: 'If a member breaches these Terms, the Foundation may restrict their use of the Services according to the seriousness of the breach: first with a warning, then with a temporary suspension, and finally by terminating the membership. Where the law has been broken or other users have suffered serious harm, restrictions may apply immediately.\n\nTo protect accounts, repeated failed sign-in attempts may temporarily lock an account. A locked account can be used again once you have confirmed your identity through the message sent to your registered e-mail address.\n\nMembers who disagree with a restriction may object through the contact details below; the Foundation will review the objection carefully and inform them of the outcome.',
        ja: '会員がこの規約に違反した場合、財団は違反の程度に応じて、警告、一時利用停止、会員資格の取り消しの順に利用を制限することがあります。ただし、法令に違反した場合や他の利用者に深刻な被害を与えた場合は、直ちに利用を制限することがあります。\n\nアカウント保護のため、ログインに繰り返し失敗した場合はアカウントが一時的にロックされることがあります。ロックされたアカウントは、ご登録のメールアドレスにお送りする案内に従って本人確認を行うと、再びご利用いただけます。\n\n利用制限に異議のある会員は、お問い合わせ窓口を通じて申し立てることができます。財団は誠実に検討し、その結果をお知らせします。',
        es: 'Si un miembro incumple estas Condiciones, la Fundación podrá limitar su uso de los Servicios según la gravedad del incumplimiento: primero con una advertencia, después con una suspensión temporal y, por último, con la baja de la cuenta. Cuando se haya infringido la ley o se haya causado un perjuicio grave a otros usuarios, la limitación podrá aplicarse de inmediato.\n\nPara proteger las cuentas, varios intentos fallidos de inicio de sesión pueden bloquear temporalmente una cuenta. La cuenta bloqueada puede volver a utilizarse tras verificar su identidad mediante el mensaje enviado a su dirección de correo registrada.\n\nLos miembros que no estén de acuerdo con una limitación pueden presentar una reclamación a través de los datos de contacto indicados más abajo; la Fundación la examinará con atención y les comunicará el resultado.',
        fr: 'En cas de manquement d’un membre aux présentes conditions, la Fondation peut restreindre son accès aux Services selon la gravité du manquement : d’abord par un avertissement, puis par une suspension temporaire et enfin par la résiliation du compte. En cas d’infraction à la loi ou de préjudice grave causé à d’autres utilisateurs, la restriction peut être immédiate.\n\nPour protéger les comptes, plusieurs tentatives de connexion infructueuses peuvent entraîner le verrouillage temporaire d’un compte. Celui-ci peut être réutilisé après vérification de votre identité grâce au message envoyé à l’adresse e-mail enregistrée.\n\nLe membre qui conteste une restriction peut formuler une réclamation au moyen des coordonnées indiquées ci-dessous ; la Fondation l’examinera avec attention et lui fera part de sa décision.',
      },
    },
    {
      heading: {
        ko: '제7조 (저작권과 면책)',
        en: 'Article 7. Copyright and disclaimers',
        ja: '第7条（著作権および免責）',
        es: 'Artículo 7. Derechos de autor y exención de responsabilidad',
        fr: 'Article 7 – Droits d’auteur et limitation de responsabilité',
      },
      text: {
        ko: '서비스에 게시된 콘텐츠의 저작권은 재단 또는 정당한 권리자에게 있습니다. 회원은 콘텐츠를 개인적·비영리적 목적으로만 이용할 수 있으며, 재단의 사전 동의 없이 복제, 배포, 수정하거나 상업적으로 이용할 수 없습니다.\n\n재단은 천재지변, 통신망 장애 등 재단이 통제할 수 없는 사유로 서비스를 제공하지 못한 경우나 회원의 귀책 사유로 발생한 손해에 대해서는 책임을 지지 않습니다. 패밀리 사이트 등 외부 사이트의 내용과 운영에 대해서는 해당 사이트의 운영자가 책임을 집니다.\n\n재단은 콘텐츠가 정확하도록 최선을 다하지만, 역사 자료의 특성상 새로운 연구에 따라 내용이 보완될 수 있습니다.',
        en: 'Copyright in the content published through the Services belongs to the Foundation or to the rightful owners. Members may use the content for personal, non-commercial purposes only, and may not copy, distribute, modify or exploit it commercially without the Foundation’s prior consent.\n\nThe Foundation is not liable when the Services cannot be provided for reasons beyond its control, such as natural disasters or network failures, nor for damage caused by a member’s own fault. External sites, including the family sites linked from our pages, are the responsibility of their own operators.\n\nThe Foundation does its best to keep the content accurate; as is natural with historical material, it may be revised as new research comes to light.',
        ja: '本サービスに掲載されたコンテンツの著作権は、財団または正当な権利者に帰属します。会員はコンテンツを個人的かつ非営利の目的でのみ利用することができ、財団の事前の同意なく複製、配布、改変し、または商業的に利用することはできません。\n\n財団は、天災や通信障害など財団の管理が及ばない事由により本サービスを提供できなかった場合、および会員の責めに帰すべき事由により生じた損害については、責任を負いません。ファミリーサイトなど外部サイトの内容と運営については、各サイトの運営者が責任を負います。\n\n財団はコンテンツの正確さに最善を尽くしますが、歴史資料の性質上、新たな研究によって内容が補われることがあります。',
        es: 'Los derechos de autor de los contenidos publicados a través de los Servicios pertenecen a la Fundación o a sus legítimos titulares. Los miembros pueden utilizar los contenidos únicamente con fines personales y no comerciales, y no pueden copiarlos, distribuirlos, modificarlos ni explotarlos comercialmente sin el consentimiento previo de la Fundación.\n\nLa Fundación no será responsable cuando los Servicios no puedan prestarse por causas ajenas a su control, como catástrofes naturales o fallos de las redes de comunicación, ni de los daños debidos a culpa del propio miembro. Los sitios externos, incluidos los sitios afiliados enlazados desde nuestras páginas, son responsabilidad de sus respectivos gestores.\n\nLa Fundación se esfuerza por mantener la exactitud de los contenidos; como es propio del material histórico, estos pueden revisarse a medida que surjan nuevas investigaciones.',
        fr: 'Les droits d’auteur sur les contenus publiés par l’intermédiaire des Services appartiennent à la Fondation ou à leurs ayants droit. Le membre ne peut utiliser ces contenus qu’à des fins personnelles et non commerciales ; toute reproduction, diffusion, modification ou exploitation commerciale sans l’accord préalable de la Fondation est interdite.\n\nLa Fondation ne saurait être tenue responsable lorsque les Services ne peuvent être fournis pour des raisons indépendantes de sa volonté, telles qu’une catastrophe naturelle ou une panne des réseaux, ni des dommages résultant d’une faute du membre. Les sites externes, y compris les sites partenaires accessibles depuis nos pages, relèvent de la responsabilité de leurs exploitants.\n\nLa Fondation met tout en œuvre pour garantir l’exactitude des contenus ; comme tout document historique, ceux-ci peuvent être complétés à la lumière de nouvelles recherches.',
      },
    },
    {
      heading: {
        ko: '제8조 (약관의 효력, 준거 규정 및 문의)',
        en: 'Article 8. Effect, governing rules and contact',
        ja: '第8条（規約の効力、準拠規定およびお問い合わせ）',
        es: 'Artículo 8. Vigencia, normativa aplicable y contacto',
        fr: 'Article 8 – Entrée en vigueur, droit applicable et contact',
      },
      text: {
        ko: '이 약관은 홈페이지에 게시한 때부터 효력이 생깁니다. 재단이 약관을 변경할 때에는 시행 7일 전까지, 회원에게 불리한 변경은 30일 전까지 홈페이지에 공지하며, 변경된 약관에 동의하지 않는 회원은 탈퇴하실 수 있습니다.\n\n이 약관에서 정하지 않은 사항은 관계 법령과 일반적인 관례에 따릅니다. 서비스 이용과 관련한 분쟁은 먼저 서로 성실히 협의하여 해결하며, 협의가 이루어지지 않을 경우 재단 소재지를 관할하는 법원에서 해결합니다.\n\n약관에 관한 문의는 아트리움 기념재단 운영팀(contact@atrium-memorial.org)으로 보내 주십시오. 영업일 기준 3일 이내에 답변해 드리겠습니다.',
        en: 'These Terms take effect when they are published on the website. When the Foundation amends them, it will announce the changes on the website at least 7 days before they take effect, or 30 days before for changes unfavorable to members. Members who do not accept the amended Terms may close their account.\n\nMatters not covered by these Terms are governed by the applicable laws and general practice. Any dispute relating to the Services will first be settled through good-faith discussion; failing that, it will be brought before the competent court for the place where the Foundation is located.\n\nPlease send any questions about these Terms to the Atrium Memorial Foundation operations team at contact@atrium-memorial.org. We will reply within three business days.',
        ja: 'この規約は、ホームページに掲載した時点から効力を生じます。財団が規約を変更する場合は、施行日の7日前までに、会員に不利な変更の場合は30日前までにホームページでお知らせします。変更後の規約に同意されない会員は、退会することができます。\n\nこの規約に定めのない事項については、関係法令および一般的な慣行に従います。本サービスの利用に関する紛争は、まず双方が誠実に協議して解決を図るものとし、協議が調わない場合は、財団の所在地を管轄する裁判所において解決するものとします。\n\n規約に関するお問い合わせは、アトリウム記念財団 運営チーム（contact@atrium-memorial.org）までお寄せください。3営業日以内にご返答いたします。',
        es: 'Estas Condiciones entran en vigor en el momento de su publicación en el sitio web. Cuando la Fundación las modifique, anunciará los cambios en el sitio web con al menos 7 días de antelación a su entrada en vigor, o con 30 días si los cambios resultan desfavorables para los miembros. Los miembros que no acepten las nuevas Condiciones pueden darse de baja.\n\nEn lo no previsto en estas Condiciones se aplicarán la legislación vigente y los usos generales. Cualquier controversia relacionada con los Servicios se intentará resolver primero de buena fe entre las partes; en su defecto, se someterá al tribunal competente del lugar donde tenga su sede la Fundación.\n\nPuede enviar sus consultas sobre estas Condiciones al equipo de gestión de la Fundación Memorial Atrium, en contact@atrium-memorial.org. Le responderemos en un plazo de tres días hábiles.',
        fr: 'Les présentes conditions entrent en vigueur dès leur publication sur le site. En cas de modification, la Fondation l’annonce sur le site au moins 7 jours avant l’entrée en vigueur, ou 30 jours avant pour toute modification défavorable aux membres. Le membre qui n’accepte pas les nouvelles conditions peut clôturer son compte.\n\nPour tout ce qui n’est pas prévu par les présentes conditions, la législation applicable et les usages généraux s’appliquent. Tout litige relatif aux Services fera d’abord l’objet d’une recherche de solution amiable et de bonne foi ; à défaut, il sera porté devant la juridiction compétente du lieu du siège de la Fondation.\n\nPour toute question relative aux présentes conditions, écrivez à l’équipe d’exploitation de la Fondation Mémorial Atrium : contact@atrium-memorial.org. Nous vous répondrons sous trois jours ouvrés.',
      },
    },
  ],
};

const TERMS_PRIVACY: VenuePageSeed = {
  slug: 'terms-privacy',
  title: {
    ko: '개인정보처리방침',
    en: 'Privacy Policy',
    ja: 'プライバシーポリシー',
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
  },
  summary: {
    ko: '아트리움 기념재단이 회원의 개인정보를 어떻게 수집하고 이용하며 보호하는지 안내합니다.',
    en: 'How the Atrium Memorial Foundation collects, uses and protects your personal information.',
    ja: 'アトリウム記念財団が会員の個人情報をどのように収集・利用し、保護しているかをご案内します。',
    es: 'Cómo la Fundación Memorial Atrium recoge, utiliza y protege sus datos personales.',
    fr: 'Comment la Fondation Mémorial Atrium collecte, utilise et protège vos données personnelles.',
  },
  sections: [
    {
      heading: {
        ko: '1. 수집하는 개인정보',
        en: '1. Information we collect',
        ja: '1. 収集する個人情報',
        es: '1. Datos que recogemos',
        fr: '1. Données collectées',
      },
      text: {
        ko: '재단은 회원 가입과 서비스 제공을 위해 다음의 개인정보를 수집합니다. 필수 항목은 이메일 주소, 비밀번호, 이름, 휴대폰 번호(국가 포함), 회원 구분입니다. 일반 회원을 제외한 회원은 소속 교회를, 축복 가정 회원은 축복 가정 기수를 추가로 입력합니다.\n\n서비스를 이용하는 과정에서 로그인 기록(일시, IP 주소, 브라우저 정보)이 보안을 위해 자동으로 생성됩니다. 또한 방문 통계를 위해 조회한 페이지와 언어, 유입 경로가 기록되지만, 이 정보로 개인을 식별하지는 않습니다.',
        en: 'To register members and provide the Services, the Foundation collects the following personal information. Required for everyone: e-mail address, password, name, mobile phone number (with country) and member type. Members other than general members also give their church affiliation, and blessed-family members their blessing group.\n\nWhen you use the Services, sign-in records (time, IP address and browser information) are created automatically for security purposes. Visit statistics also record the pages viewed, the language and the referring page, but this information is not used to identify you.',
        ja: '財団は、会員登録と本サービスの提供のため、次の個人情報を収集します。必須項目は、メールアドレス、パスワード、お名前、携帯電話番号（国・地域を含む）、会員区分です。一般会員以外の方は所属教会を、祝福家庭の会員は祝福家庭の期を追加でご入力いただきます。\n\n本サービスのご利用に伴い、セキュリティのためにログイン記録（日時、IPアドレス、ブラウザ情報）が自動的に作成されます。また、アクセス統計のために閲覧したページ、言語、参照元が記録されますが、これらの情報によって個人を特定することはありません。',
        es: 'Para registrar a los miembros y prestar los Servicios, la Fundación recoge los siguientes datos personales. Para todos los miembros: dirección de correo electrónico, contraseña, nombre, número de móvil (con el país) y tipo de miembro. Quienes no sean miembros generales indican además la iglesia a la que pertenecen, y las familias bendecidas, su grupo de bendición.\n\nAl utilizar los Servicios se generan automáticamente, por motivos de seguridad, registros de inicio de sesión (fecha y hora, dirección IP y datos del navegador). Las estadísticas de visitas registran también las páginas consultadas, el idioma y la página de procedencia, pero esta información no se utiliza para identificarle.',
        fr: 'Pour inscrire les membres et fournir les Services, la Fondation collecte les données personnelles suivantes. Pour tous : adresse e-mail, mot de passe, nom, numéro de portable (avec le pays) et type de membre. Les membres autres que les membres ordinaires indiquent en outre leur Église d’appartenance, et les familles bénies leur groupe de bénédiction.\n\nLors de l’utilisation des Services, des journaux de connexion (date et heure, adresse IP, informations sur le navigateur) sont créés automatiquement à des fins de sécurité. Les statistiques de fréquentation enregistrent aussi les pages consultées, la langue et la page de provenance, sans que ces informations servent à vous identifier.',
      },
    },
    {
      heading: {
        ko: '2. 개인정보의 이용 목적',
        en: '2. How we use it',
        ja: '2. 個人情報の利用目的',
        es: '2. Finalidad del tratamiento',
        fr: '2. Finalités du traitement',
      },
      text: {
        ko: '수집한 개인정보는 회원 확인과 계정 관리, 성화 교육 과정과 대서사 퀴즈 등 회원 전용 서비스 제공, 이메일 인증과 비밀번호 재설정 등 필요한 안내 발송에 이용합니다.\n\n회원 구분, 소속 교회, 축복 가정 기수는 회원에게 알맞은 교육과 행사를 안내하고, 개인을 알아볼 수 없는 형태의 통계를 작성하는 데 이용합니다. 로그인 기록은 부정 이용을 막고 계정을 보호하는 데에만 이용합니다. 재단은 이 밖의 목적으로 개인정보를 이용하지 않으며, 광고나 마케팅에 활용하지 않습니다.',
        en: 'The information we collect is used to identify members and manage their accounts; to provide member-only services such as the Sunghwa course and the Epic Quizzes; and to send necessary messages, such as e-mail verification and password resets.\n\nMember type, church affiliation and blessing group are used to suggest suitable education programs and events, and to compile statistics in a form that cannot identify anyone. Sign-in records are used only to prevent misuse and protect accounts. The Foundation does not use personal information for any other purpose, and never for advertising or marketing.',
        ja: '収集した個人情報は、会員の確認とアカウントの管理、聖和教育課程や大叙事詩クイズなど会員専用サービスの提供、メール認証やパスワード再設定など必要なご案内の送信に利用します。\n\n会員区分、所属教会、祝福家庭の期は、会員に適した教育や行事のご案内と、個人を特定できない形での統計の作成に利用します。ログイン記録は、不正利用の防止とアカウントの保護のためにのみ利用します。財団はこれ以外の目的で個人情報を利用することはなく、広告やマーケティングに用いることもありません。',
        es: 'Los datos recogidos se utilizan para identificar a los miembros y gestionar sus cuentas; para ofrecer servicios reservados a los miembros, como el curso Sunghwa y los cuestionarios de la serie épica; y para enviar los mensajes necesarios, como la verificación del correo electrónico o el restablecimiento de la contraseña.\n\nEl tipo de miembro, la iglesia y el grupo de bendición se utilizan para proponer programas educativos y eventos adecuados, y para elaborar estadísticas que no permiten identificar a nadie. Los registros de inicio de sesión se utilizan únicamente para prevenir usos indebidos y proteger las cuentas. La Fundación no utiliza los datos personales para ningún otro fin, y nunca con fines publicitarios o de marketing.',
        fr: 'Les données collectées servent à identifier les membres et à gérer leur compte ; à fournir les services réservés aux membres, comme la formation Sunghwa et les quiz de la série épique ; et à envoyer les messages nécessaires, comme la vérification de l’adresse e-mail ou la réinitialisation du mot de passe.\n\nLe type de membre, l’Église d’appartenance et le groupe de bénédiction permettent de proposer des programmes et des événements adaptés, ainsi que d’établir des statistiques sous une forme qui ne permet d’identifier personne. Les journaux de connexion servent uniquement à prévenir les abus et à protéger les comptes. La Fondation n’utilise pas les données personnelles à d’autres fins, et jamais à des fins publicitaires ou commerciales.',
      },
    },
    {
      heading: {
        ko: '3. 보유 및 이용 기간',
        en: '3. How long we keep it',
        ja: '3. 保有期間',
        es: '3. Plazo de conservación',
        fr: '3. Durée de conservation',
      },
      text: {
        ko: '개인정보는 회원 자격이 유지되는 동안 보유하며, 회원이 탈퇴하면 지체 없이 파기합니다. 다만 관계 법령에 따라 보존해야 하는 정보는 해당 기간 동안 따로 안전하게 보관한 뒤 파기합니다.\n\n로그인 기록은 보안 점검을 위해 최대 1년간 보관한 뒤 삭제합니다. 전자적 파일은 복구할 수 없는 방법으로 삭제하며, 종이 문서는 분쇄하여 파기합니다.',
        en: 'Personal information is kept for as long as the membership lasts and is destroyed without delay when a member closes their account. Where the law requires certain information to be kept longer, it is stored separately and securely for that period and then destroyed.\n\nSign-in records are kept for up to one year for security reviews and then deleted. Electronic files are erased in a way that cannot be recovered, and paper documents are shredded.',
        ja: '個人情報は会員資格が継続している間保有し、会員が退会した場合は遅滞なく廃棄します。ただし、関係法令により保存が必要な情報は、その期間中、別途安全に保管したうえで廃棄します。\n\nログイン記録は、セキュリティ点検のため最長1年間保管した後に削除します。電子ファイルは復元できない方法で削除し、紙の書類は裁断して廃棄します。',
        es: 'Los datos personales se conservan mientras dure la condición de miembro y se eliminan sin demora cuando el miembro se da de baja. Si la ley exige conservar determinada información durante más tiempo, esta se guarda por separado y de forma segura durante ese plazo y después se destruye.\n\nLos registros de inicio de sesión se conservan durante un máximo de un año para revisiones de seguridad y después se eliminan. Los archivos electrónicos se borran de forma irrecuperable y los documentos en papel se destruyen con trituradora.',
        fr: 'Les données personnelles sont conservées pendant toute la durée de l’adhésion et supprimées sans délai à la clôture du compte. Lorsque la loi impose une conservation plus longue de certaines informations, celles-ci sont stockées à part, en toute sécurité, pendant la durée requise, puis détruites.\n\nLes journaux de connexion sont conservés au maximum un an pour les contrôles de sécurité, puis supprimés. Les fichiers électroniques sont effacés de manière irréversible et les documents papier sont détruits par broyage.',
      },
    },
    {
      heading: {
        ko: '4. 개인정보의 제공과 위탁',
        en: '4. Sharing with others',
        ja: '4. 第三者提供と業務委託',
        es: '4. Cesión y encargo del tratamiento',
        fr: '4. Communication et sous-traitance',
      },
      text: {
        ko: '재단은 회원의 개인정보를 판매하거나 제3자에게 제공하지 않습니다. 다만 회원이 미리 동의한 경우나, 법령에 따라 수사기관 등이 적법한 절차로 요청한 경우에는 예외로 합니다.\n\n인증 메일 등 안내 메일 발송을 위해 메일 발송 업체에 업무를 위탁할 수 있으며, 이 경우 위탁 업무에 꼭 필요한 최소한의 정보(이메일 주소와 이름)만 제공합니다. 재단은 위탁 업체가 개인정보를 안전하게 처리하도록 계약으로 정하고 관리·감독합니다.',
        en: 'The Foundation does not sell members’ personal information or provide it to third parties, except where a member has given prior consent or where the authorities request it through a lawful procedure.\n\nWe may entrust the sending of e-mails, such as verification messages, to a mail delivery provider. In that case, only the minimum information required (e-mail address and name) is shared, and the provider is bound by contract to handle it securely under the Foundation’s supervision.',
        ja: '財団は、会員の個人情報を販売したり、第三者に提供したりすることはありません。ただし、会員が事前に同意した場合や、法令に基づき捜査機関などから適法な手続きにより要請があった場合は、この限りではありません。\n\n認証メールなどの送信のため、メール配信事業者に業務を委託することがあります。その場合も、委託業務に必要な最小限の情報（メールアドレスとお名前）のみを提供し、委託先が個人情報を安全に取り扱うよう契約で定め、管理・監督します。',
        es: 'La Fundación no vende los datos personales de los miembros ni los cede a terceros, salvo que el miembro lo haya consentido previamente o que las autoridades los soliciten mediante un procedimiento legal.\n\nPodemos encargar el envío de correos electrónicos, como los mensajes de verificación, a un proveedor de servicios de correo. En ese caso, solo se comparte la información mínima necesaria (dirección de correo y nombre), y el proveedor está obligado por contrato a tratarla de forma segura bajo la supervisión de la Fundación.',
        fr: 'La Fondation ne vend pas les données personnelles des membres et ne les communique pas à des tiers, sauf accord préalable du membre ou demande des autorités dans le cadre d’une procédure légale.\n\nNous pouvons confier l’envoi de certains e-mails, comme les messages de vérification, à un prestataire d’envoi de courriels. Seules les informations strictement nécessaires (adresse e-mail et nom) lui sont alors transmises, et il est tenu par contrat de les traiter en toute sécurité, sous le contrôle de la Fondation.',
      },
    },
    {
      heading: {
        ko: '5. 개인정보의 안전성 확보 조치',
        en: '5. How we protect it',
        ja: '5. 安全管理措置',
        es: '5. Medidas de seguridad',
        fr: '5. Sécurité des données',
      },
      text: {
        ko: '비밀번호는 되돌릴 수 없는 방식으로 암호화(해시)하여 저장하므로, 재단 직원을 포함한 누구도 원래의 비밀번호를 알 수 없습니다. 홈페이지와 주고받는 모든 정보는 암호화된 연결(HTTPS)로 전송됩니다.\n\n로그인하면 유효 기간이 정해진 인증 정보로 세션이 만들어지며, 로그아웃하거나 비밀번호를 바꾸면 세션이 종료됩니다. 로그인에 여러 번 실패하면 계정이 일시적으로 잠겨 무단 접근을 막습니다. 개인정보에 접근할 수 있는 직원은 업무상 꼭 필요한 사람으로 제한하며, 접근 기록을 관리합니다.',
        en: 'Passwords are stored only as one-way hashes, so no one, including Foundation staff, can read your original password. All information exchanged with the website travels over an encrypted connection (HTTPS).\n\nWhen you sign in, a session is created with time-limited sign-in credentials; it ends when you sign out or change your password. After repeated failed sign-in attempts, the account is temporarily locked to prevent unauthorized access. Only staff who need it for their work can access personal information, and that access is logged.',
        ja: 'パスワードは元に戻せない方式（ハッシュ化）でのみ保存しているため、財団の職員を含め、誰も元のパスワードを知ることはできません。ホームページとやり取りするすべての情報は、暗号化された通信（HTTPS）で送信されます。\n\nログインすると、有効期限のある認証情報によってセッションが作成され、ログアウトやパスワードの変更によって終了します。ログインに繰り返し失敗した場合はアカウントを一時的にロックし、不正なアクセスを防ぎます。個人情報にアクセスできる職員は業務上必要な者に限定し、アクセス記録を管理しています。',
        es: 'Las contraseñas se guardan únicamente como resúmenes criptográficos irreversibles (hash), de modo que nadie, ni siquiera el personal de la Fundación, puede conocer su contraseña original. Toda la información que se intercambia con el sitio web viaja por una conexión cifrada (HTTPS).\n\nAl iniciar sesión se crea una sesión con credenciales de validez limitada, que finaliza cuando usted cierra la sesión o cambia la contraseña. Tras varios intentos fallidos de inicio de sesión, la cuenta se bloquea temporalmente para impedir accesos no autorizados. Solo el personal que lo necesita para su trabajo puede acceder a los datos personales, y esos accesos quedan registrados.',
        fr: 'Les mots de passe ne sont conservés que sous forme d’empreintes irréversibles (hachage) : personne, pas même le personnel de la Fondation, ne peut connaître votre mot de passe d’origine. Toutes les informations échangées avec le site transitent par une connexion chiffrée (HTTPS).\n\nLorsque vous vous connectez, une session est ouverte avec des identifiants à durée limitée ; elle prend fin lorsque vous vous déconnectez ou changez de mot de passe. Après plusieurs tentatives de connexion infructueuses, le compte est temporairement verrouillé afin d’empêcher tout accès non autorisé. Seuls les membres du personnel qui en ont besoin pour leur travail peuvent accéder aux données personnelles, et ces accès sont journalisés.',
      },
    },
    {
      heading: {
        ko: '6. 회원의 권리',
        en: '6. Your rights',
        ja: '6. 会員の権利',
        es: '6. Sus derechos',
        fr: '6. Vos droits',
      },
      text: {
        ko: '회원은 언제든지 ‘내 정보’ 메뉴에서 자신의 개인정보를 열람하고 고칠 수 있으며, 비밀번호를 변경할 수 있습니다. 개인정보의 삭제나 처리 정지를 원하시면 탈퇴를 신청하시거나 아래 개인정보 보호 책임자에게 요청해 주십시오.\n\n재단은 요청을 받은 날부터 10일 이내에 조치하고 그 결과를 알려 드립니다. 만 14세 미만의 아동은 법정대리인의 동의를 받아 가입할 수 있으며, 법정대리인도 아동의 개인정보에 대해 같은 권리를 행사할 수 있습니다.',
        en: 'Members can view and correct their personal information, and change their password, at any time in My Info. To have your information deleted or its processing stopped, close your account or contact the privacy officer named below.\n\nThe Foundation will act on your request and let you know the outcome within 10 days of receiving it. Children under 14 may register only with the consent of a parent or legal guardian, who may exercise the same rights over the child’s information.',
        ja: '会員は、いつでも「マイページ」でご自身の個人情報を閲覧・訂正し、パスワードを変更することができます。個人情報の削除や利用停止をご希望の場合は、退会を申し出るか、下記の個人情報保護責任者までご依頼ください。\n\n財団はご依頼を受けた日から10日以内に対応し、その結果をお知らせします。14歳未満のお子さまは、法定代理人の同意を得たうえで登録することができ、法定代理人もお子さまの個人情報について同じ権利を行使することができます。',
        es: 'Los miembros pueden consultar y corregir sus datos personales, así como cambiar su contraseña, en cualquier momento desde «Mi información». Si desea que se eliminen sus datos o que se deje de tratarlos, solicite la baja o póngase en contacto con el responsable de privacidad indicado más abajo.\n\nLa Fundación atenderá su solicitud y le comunicará el resultado en un plazo de 10 días desde su recepción. Los menores de 14 años solo pueden registrarse con el consentimiento de su padre, madre o tutor legal, que podrá ejercer los mismos derechos sobre los datos del menor.',
        fr: 'Le membre peut à tout moment consulter et rectifier ses données personnelles, et changer son mot de passe, depuis « Mes informations ». Pour demander la suppression de vos données ou l’arrêt de leur traitement, clôturez votre compte ou adressez-vous au responsable de la protection des données indiqué ci-dessous.\n\nLa Fondation donne suite à votre demande et vous informe du résultat dans un délai de 10 jours à compter de sa réception. Les enfants de moins de 14 ans ne peuvent s’inscrire qu’avec l’accord d’un parent ou de leur représentant légal, qui peut exercer les mêmes droits sur les données de l’enfant.',
      },
    },
    {
      heading: {
        ko: '7. 쿠키와 브라우저 저장소',
        en: '7. Cookies and local storage',
        ja: '7. Cookieとブラウザのストレージ',
        es: '7. Cookies y almacenamiento local',
        fr: '7. Cookies et stockage local',
      },
      text: {
        ko: '이 홈페이지는 광고나 추적을 위한 쿠키를 사용하지 않습니다. 다만 편리한 이용을 위해 브라우저의 로컬 저장소(localStorage)에 몇 가지 정보를 저장합니다. 선택하신 언어와 화면 모드(밝은 화면, 어두운 화면, 시스템 설정), 그리고 로그인하신 경우 로그인 상태를 유지하기 위한 인증 토큰과 아이디가 이에 해당합니다.\n\n이 정보는 회원님의 기기에만 저장되며, 로그아웃하면 인증 정보는 바로 지워집니다. 브라우저 설정에서 언제든지 저장된 정보를 삭제하실 수 있으며, 이 경우 언어와 화면 모드는 기본값으로 돌아갑니다.',
        en: 'This website uses no advertising or tracking cookies. For your convenience, however, it keeps a few items in your browser’s local storage: the language and display mode you have chosen (light, dark or matching your system) and, when you are signed in, the sign-in tokens and username that keep you signed in.\n\nThis information stays on your device, and the sign-in details are removed as soon as you sign out. You can delete the stored items at any time in your browser settings; the language and display mode will then return to their defaults.',
        ja: 'このホームページでは、広告や追跡のためのCookieは使用していません。ただし、快適にご利用いただくため、ブラウザのローカルストレージ（localStorage）にいくつかの情報を保存します。選択された言語と表示モード（ライト、ダーク、システム設定に合わせる）、そしてログイン中の場合は、ログイン状態を保つための認証トークンとユーザー名です。\n\nこれらの情報はお使いの端末にのみ保存され、ログアウトすると認証情報は直ちに削除されます。ブラウザの設定からいつでも保存された情報を削除でき、その場合、言語と表示モードは初期設定に戻ります。',
        es: 'Este sitio web no utiliza cookies publicitarias ni de seguimiento. No obstante, para su comodidad, guarda algunos datos en el almacenamiento local (localStorage) de su navegador: el idioma y el modo de visualización que haya elegido (claro, oscuro o según el sistema) y, cuando ha iniciado sesión, los tokens de acceso y el nombre de usuario que mantienen su sesión abierta.\n\nEstos datos permanecen en su dispositivo, y los datos de acceso se borran en cuanto cierra la sesión. Puede eliminar la información guardada en cualquier momento desde la configuración de su navegador; el idioma y el modo de visualización volverán entonces a sus valores predeterminados.',
        fr: 'Ce site n’utilise aucun cookie publicitaire ou de suivi. Pour votre confort, il conserve toutefois quelques informations dans le stockage local (localStorage) de votre navigateur : la langue et le mode d’affichage que vous avez choisis (clair, sombre ou selon le système) et, lorsque vous êtes connecté, les jetons de connexion et l’identifiant qui maintiennent votre session ouverte.\n\nCes informations restent sur votre appareil, et les données de connexion sont effacées dès que vous vous déconnectez. Vous pouvez supprimer à tout moment les informations enregistrées dans les paramètres de votre navigateur ; la langue et le mode d’affichage reprendront alors leurs valeurs par défaut.',
      },
    },
    {
      heading: {
        ko: '8. 개인정보 보호 책임자와 문의',
        en: '8. Contact',
        ja: '8. 個人情報保護責任者とお問い合わせ',
        es: '8. Contacto',
        fr: '8. Nous contacter',
      },
      text: {
        ko: '개인정보 보호와 관련한 문의, 열람·정정·삭제 요청, 불만 사항은 아래 책임자에게 연락해 주십시오. 개인정보 보호 책임자: 아트리움 기념재단 정보관리팀장, 이메일: privacy@atrium-memorial.org\n\n이 방침은 홈페이지에 게시한 때부터 적용됩니다. 내용이 바뀌는 경우 시행 7일 전까지 홈페이지를 통해 알려 드리며, 중요한 변경은 회원님께 이메일로도 안내해 드립니다.',
        en: 'For questions about privacy, requests to view, correct or delete your information, or any complaint, please contact our privacy officer: the Head of the Information Management Team, Atrium Memorial Foundation, at privacy@atrium-memorial.org.\n\nThis policy applies from the moment it is published on the website. Any changes will be announced on the website at least 7 days before they take effect, and significant changes will also be sent to members by e-mail.',
        ja: '個人情報の保護に関するお問い合わせ、閲覧・訂正・削除のご依頼、苦情などは、下記の責任者までご連絡ください。個人情報保護責任者：アトリウム記念財団 情報管理チーム長、メール：privacy@atrium-memorial.org\n\n本ポリシーは、ホームページに掲載した時点から適用されます。内容を変更する場合は、施行日の7日前までにホームページでお知らせし、重要な変更については会員の皆さまにメールでもご案内します。',
        es: 'Para cualquier consulta sobre privacidad, solicitud de acceso, rectificación o supresión de sus datos, o reclamación, póngase en contacto con nuestro responsable de privacidad: la jefatura del Equipo de Gestión de la Información de la Fundación Memorial Atrium, en privacy@atrium-memorial.org.\n\nEsta política se aplica desde su publicación en el sitio web. Cualquier cambio se anunciará en el sitio web con al menos 7 días de antelación a su entrada en vigor, y los cambios importantes se comunicarán además a los miembros por correo electrónico.',
        fr: 'Pour toute question relative à la protection des données, toute demande d’accès, de rectification ou de suppression, ou toute réclamation, contactez notre responsable de la protection des données, le responsable de l’équipe de gestion de l’information de la Fondation Mémorial Atrium, à l’adresse privacy@atrium-memorial.org.\n\nLa présente politique s’applique dès sa publication sur le site. Toute modification sera annoncée sur le site au moins 7 jours avant son entrée en vigueur, et les changements importants seront également signalés aux membres par e-mail.',
      },
    },
  ],
};

const BROCHURE: VenuePageSeed = {
  slug: 'brochure',
  title: { ko: '브로슈어', en: 'Brochure', ja: 'パンフレット', es: 'Folleto', fr: 'Brochure' },
  summary: {
    ko: '아트리움 기념관을 한 권의 책처럼 넘겨 보실 수 있는 전자 브로슈어입니다.',
    en: 'Leaf through Atrium Memorial like a book, one page at a time.',
    ja: 'アトリウム記念館を一冊の本のようにめくってご覧いただける電子パンフレットです。',
    es: 'Hojee el Memorial Atrium como si fuera un libro, página a página.',
    fr: 'Feuilletez le Mémorial Atrium comme un livre, page après page.',
  },
  sections: [
    brochurePage(
      1,
      {
        ko: '아트리움 기념관에 오신 것을 환영합니다',
        en: 'Welcome to Atrium Memorial',
        ja: 'アトリウム記念館へようこそ',
        es: 'Le damos la bienvenida al Memorial Atrium',
        fr: 'Bienvenue au Mémorial Atrium',
      },
      {
        ko: '믿음의 역사를 기억하고, 그 이야기를 다음 세대에 전하는 곳. 아트리움 기념관은 2005년부터 모든 분께 열려 있습니다. 이 브로슈어와 함께 기념관을 한 걸음씩 둘러보십시오.',
        en: 'A place to remember the history of faith and to pass its story on to the next generation. Atrium Memorial has welcomed everyone since 2005. Let this brochure guide you through it, one step at a time.',
        ja: '信仰の歴史を記憶し、その物語を次の世代へ伝える場所。アトリウム記念館は2005年から、どなたにも開かれています。このパンフレットとともに、記念館を一歩ずつめぐってみてください。',
        es: 'Un lugar para recordar la historia de la fe y transmitirla a las próximas generaciones. El Memorial Atrium abre sus puertas a todos desde 2005. Deje que este folleto le acompañe paso a paso.',
        fr: 'Un lieu pour se souvenir de l’histoire de la foi et la transmettre aux générations futures. Depuis 2005, le Mémorial Atrium est ouvert à tous. Laissez cette brochure vous guider, pas à pas.',
      },
      'arch',
      [NAVY, DUSK],
      {
        ko: '짙푸른 하늘과 보랏빛 저녁 노을을 배경으로 선 높은 석조 아치',
        en: 'A tall stone arch against a deep blue and violet evening sky',
        ja: '深い青と紫の夕空を背に立つ、高い石造りのアーチ',
        es: 'Un alto arco de piedra recortado contra un cielo de atardecer azul y violeta',
        fr: 'Une haute arche de pierre se découpant sur un ciel du soir bleu et violet',
      },
    ),
    brochurePage(
      2,
      { ko: '중앙 홀', en: 'Main Hall', ja: '中央ホール', es: 'Gran Sala', fr: 'Grand Hall' },
      {
        ko: '3층 높이의 유리 지붕 아래, 모든 관람이 시작되는 기념관의 중심입니다. 돌 수반 앞에서 잠시 숨을 고르고 여정을 시작해 보십시오.',
        en: 'Beneath a glass roof three stories high lies the heart of the memorial, where every visit begins. Pause for a breath by the stone basin before setting out.',
        ja: '3階まで吹き抜けたガラス屋根の下、すべての見学が始まる記念館の中心です。石の水盤の前でひと息ついてから、歩みを始めてみてください。',
        es: 'Bajo un techo de cristal de tres plantas de altura se encuentra el corazón del memorial, donde comienza cada visita. Tómese un respiro junto a la pila de piedra antes de empezar.',
        fr: 'Sous une verrière haute de trois niveaux bat le cœur du mémorial, où commence chaque visite. Prenez le temps de souffler près de la vasque de pierre avant de vous mettre en route.',
      },
      'hall',
      [SLATE, PALE_GOLD],
      {
        ko: '금빛 햇살 속에 서 있는 삼각 지붕의 중앙 홀',
        en: 'The Main Hall and its pitched roof in golden light',
        ja: '金色の光の中に建つ三角屋根の中央ホール',
        es: 'La Gran Sala y su tejado a dos aguas bajo una luz dorada',
        fr: 'Le Grand Hall et son toit à deux pentes dans une lumière dorée',
      },
    ),
    brochurePage(
      3,
      {
        ko: '설립자 전시실',
        en: 'Founders’ Gallery',
        ja: '創設者展示室',
        es: 'Galería de los Fundadores',
        fr: 'Galerie des fondateurs',
      },
      {
        ko: '400여 점의 유품과 증언이 설립자들의 삶을 들려줍니다. 손편지 한 장, 닳은 기도서 한 권에도 평생의 이야기가 담겨 있습니다.',
        en: 'More than four hundred objects and testimonies tell the story of the founders’ lives. A single handwritten letter or a worn prayer book holds a lifetime of stories.',
        ja: '400点余りの遺品と証言が、創設者たちの生涯を語ります。一通の手紙、一冊の使い込まれた祈祷書にも、一生分の物語が込められています。',
        es: 'Más de cuatrocientos objetos y testimonios narran la vida de los fundadores. Una sola carta manuscrita o un libro de oración desgastado encierran toda una vida.',
        fr: 'Plus de quatre cents objets et témoignages racontent la vie des fondateurs. Une simple lettre manuscrite, un livre de prière usé : chacun renferme toute une vie.',
      },
      'gallery',
      [BROWN, PALE_GOLD],
      {
        ko: '따뜻한 갈색 벽에 걸린 세 점의 액자',
        en: 'Three framed pictures on a warm brown gallery wall',
        ja: '温かな茶色の壁に掛けられた三つの額',
        es: 'Tres cuadros enmarcados en una pared de tono marrón cálido',
        fr: 'Trois cadres accrochés à un mur de galerie d’un brun chaleureux',
      },
    ),
    brochurePage(
      4,
      {
        ko: '기념 정원',
        en: 'Memorial Garden',
        ja: '記念庭園',
        es: 'Jardín del Recuerdo',
        fr: 'Jardin du souvenir',
      },
      {
        ko: '사계절 표정을 바꾸는 정원에는 600미터의 산책길과 고요한 연못이 있습니다. 벤치에 앉아 바람 소리에 귀 기울여 보십시오.',
        en: 'A six-hundred-meter path and a still pond wait in a garden that changes with every season. Take a seat on a bench and listen to the wind.',
        ja: '季節ごとに表情を変える庭園には、600メートルの散歩道と静かな池があります。ベンチに腰かけて、風の音に耳を澄ませてみてください。',
        es: 'Un sendero de seiscientos metros y un estanque sereno le esperan en un jardín que cambia con cada estación. Siéntese en un banco y escuche el viento.',
        fr: 'Une allée de six cents mètres et un étang paisible vous attendent dans un jardin qui change au fil des saisons. Asseyez-vous sur un banc et écoutez le vent.',
      },
      'garden',
      [GREEN, SAGE],
      {
        ko: '옅은 해 아래 둥근 나무들이 자리한 초록 정원',
        en: 'Rounded trees in a green garden under a pale sun',
        ja: '淡い太陽の下、丸い木々が並ぶ緑の庭園',
        es: 'Árboles de copa redonda en un jardín verde bajo un sol pálido',
        fr: 'Des arbres aux formes arrondies dans un jardin verdoyant, sous un soleil pâle',
      },
    ),
    brochurePage(
      5,
      {
        ko: '사료실과 교육관',
        en: 'Archive and Education Center',
        ja: '史料室と教育館',
        es: 'Archivo y Centro Educativo',
        fr: 'Archives et Centre éducatif',
      },
      {
        ko: '2만여 점의 사료가 잠든 사료실과, 성화 교육 과정과 가족 워크숍이 열리는 교육관에서 배움은 계속됩니다.',
        en: 'Learning continues in the Archive Room, home to some twenty thousand records, and in the Education Center, where the Sunghwa course and family workshops take place.',
        ja: '2万点を超える史料が眠る史料室と、聖和教育課程や家族ワークショップが開かれる教育館で、学びは続いていきます。',
        es: 'El aprendizaje continúa en la Sala de Archivo, que guarda unas veinte mil piezas, y en el Centro Educativo, donde se imparten el curso Sunghwa y los talleres para familias.',
        fr: 'L’apprentissage se poursuit à la salle des archives, riche de quelque vingt mille documents, et au Centre éducatif, où se déroulent la formation Sunghwa et les ateliers pour les familles.',
      },
      'book',
      [NAVY, MIST],
      {
        ko: '밤하늘빛 배경 위에 환하게 펼쳐진 책',
        en: 'An open book glowing against a night-blue background',
        ja: '夜空のような青を背に明るく開かれた本',
        es: 'Un libro abierto que resplandece sobre un fondo azul noche',
        fr: 'Un livre ouvert lumineux sur un fond bleu nuit',
      },
    ),
    brochurePage(
      6,
      {
        ko: '입관 예식',
        en: 'Entrance Ceremony',
        ja: '入館式',
        es: 'Ceremonia de entrada',
        fr: 'Cérémonie d’entrée',
      },
      {
        ko: '단체 관람은 입관 예식으로 시작할 수 있습니다. 묵념과 헌화로 먼저 걸어간 이들을 기억하는 30분의 시간입니다. 일주일 전까지 예약해 주십시오.',
        en: 'Group visits can begin with the Entrance Ceremony: thirty minutes of silence, flowers and remembrance for those who went before us. Please book one week in advance.',
        ja: '団体での見学は、入館式から始めることができます。黙とうと献花で先人をしのぶ30分間です。1週間前までにご予約ください。',
        es: 'Las visitas en grupo pueden comenzar con la ceremonia de entrada: treinta minutos de silencio, flores y recuerdo para quienes nos precedieron. Reserve con una semana de antelación.',
        fr: 'Les visites de groupe peuvent commencer par la cérémonie d’entrée : trente minutes de silence, de fleurs et de souvenir pour ceux qui nous ont précédés. Réservation une semaine à l’avance.',
      },
      'light',
      [DUSK, PALE_GOLD],
      {
        ko: '위에서 부드럽게 쏟아지는 금빛 햇살',
        en: 'Soft golden rays of light falling from above',
        ja: '上からやわらかく降り注ぐ金色の光',
        es: 'Suaves rayos de luz dorada que caen desde lo alto',
        fr: 'De doux rayons de lumière dorée tombant d’en haut',
      },
    ),
    brochurePage(
      7,
      {
        ko: '관람 안내',
        en: 'Plan your visit',
        ja: 'ご利用案内',
        es: 'Prepare su visita',
        fr: 'Préparer votre visite',
      },
      {
        ko: '화요일부터 일요일, 오전 9시 30분부터 오후 5시 30분까지 문을 엽니다(월요일 휴관). 관람료는 무료이며, 모든 공간은 휠체어로 이용하실 수 있습니다.',
        en: 'Open Tuesday to Sunday, 9:30 a.m. to 5:30 p.m. (closed on Mondays). Admission is free, and every space is wheelchair accessible.',
        ja: '火曜日から日曜日、午前9時30分から午後5時30分まで開館しています（月曜休館）。入館は無料で、すべての施設を車椅子でご利用いただけます。',
        es: 'Abierto de martes a domingo, de 9:30 a 17:30 (cerrado los lunes). La entrada es gratuita y todos los espacios son accesibles en silla de ruedas.',
        fr: 'Ouvert du mardi au dimanche, de 9 h 30 à 17 h 30 (fermé le lundi). L’entrée est libre et tous les espaces sont accessibles en fauteuil roulant.',
      },
      'path',
      [STONE, SAND],
      {
        ko: '아침 햇살 속에 기념관으로 이어지는 길',
        en: 'A path leading toward the memorial in the morning light',
        ja: '朝の光の中、記念館へと続く道',
        es: 'Un camino que conduce al memorial bajo la luz de la mañana',
        fr: 'Un chemin menant au mémorial dans la lumière du matin',
      },
    ),
    brochurePage(
      8,
      {
        ko: '다시 만날 날까지',
        en: 'Until we meet again',
        ja: 'また会う日まで',
        es: 'Hasta pronto',
        fr: 'À bientôt',
      },
      {
        ko: '오늘 이곳에서 느끼신 마음이 일상 속에서도 작은 빛이 되기를 바랍니다. 언제든 다시 찾아 주십시오. 아트리움 기념관은 늘 이 자리에서 여러분을 기다리겠습니다.',
        en: 'We hope that what you felt here today will become a small light in your everyday life. Come back whenever you like: Atrium Memorial will be here, waiting to welcome you.',
        ja: '今日ここで感じられた思いが、日々の暮らしの中の小さな灯りとなりますように。いつでもまたお越しください。アトリウム記念館は、いつもここで皆さまをお待ちしています。',
        es: 'Esperamos que lo que ha sentido hoy aquí se convierta en una pequeña luz en su vida cotidiana. Vuelva cuando lo desee: el Memorial Atrium estará siempre aquí para recibirle.',
        fr: 'Nous espérons que ce que vous avez ressenti ici deviendra une petite lumière dans votre quotidien. Revenez quand vous le souhaitez : le Mémorial Atrium sera toujours là pour vous accueillir.',
      },
      'mountain',
      [NAVY, STONE],
      {
        ko: '푸르스름한 저녁 빛 속으로 잦아드는 산자락',
        en: 'Mountains fading into the blue-grey evening',
        ja: '青みがかった夕暮れの中に溶けていく山並み',
        es: 'Montañas que se desvanecen en el atardecer gris azulado',
        fr: 'Des montagnes qui s’estompent dans le soir gris-bleu',
      },
    ),
  ],
};

export const VENUE_PAGES: VenuePageSeed[] = [ABOUT, HISTORY, SUNGHWA, CEREMONY, TERMS_SERVICE, TERMS_PRIVACY, BROCHURE];
