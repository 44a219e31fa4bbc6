import type { L, Motif, PictureSeed } from './types';
import { BROWN, MOCHA, NAVY, SLATE, GOLD, PALE_GOLD, STONE, GREEN, SAGE, DUSK, SAND, MIST, pic } from './palette';

/**
 * Demo events, programs and the 28 check-in gifts. Dates are relative to the day the demo is
 * seeded (venue time), so a new install always has a check-in running, events to come and past ones.
 */
export interface EventSeed {
  key: string;
  title: L;
  summary: L;
  body: L;
  location: L;
  target: L;
  program: L;
  organizer: L;
  /** First day, in days from the seed day (negative: already started). */
  startOffset: number;
  /** Length in days (a check-in event always lasts 28). */
  days: number;
  checkIn: boolean;
  cover: PictureSeed;
}

export interface SessionSeed {
  title: L;
  description: L;
  place: L;
  /** Day from the seed day, venue-local start time (HH:mm) and length in minutes. */
  dayOffset: number;
  time: string;
  minutes: number;
}
export interface ProgramSeed {
  title: L;
  summary: L;
  description: L;
  /** The event (by key) the program belongs to, if any. */
  event?: string;
  cover: PictureSeed;
  sessions: SessionSeed[];
}
export interface CategorySeed {
  title: L;
  programs: ProgramSeed[];
}

const cover = (key: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(`event-${key}`, 1200, 675, motif, colors, alt);
const programCover = (key: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(`program-${key}`, 1200, 675, motif, colors, alt);

const ORGANIZER: L = {
  ko: '아트리움 기념관 운영팀',
  en: 'Atrium Memorial visitor team',
  ja: 'アトリウム記念館 運営チーム',
  es: 'Equipo de visitantes del Memorial Atrium',
  fr: 'Équipe d’accueil du Mémorial Atrium',
};

export const EVENTS: EventSeed[] = [
  {
    key: 'gratitude-check-in',
    title: {
      ko: '28일 감사 출석 체크',
      en: '28-Day Gratitude Check-in',
      ja: '28日間 感謝の出席チェック',
      es: 'Registro de gratitud de 28 días',
      fr: 'Pointage de gratitude sur 28 jours',
    },
    summary: {
      ko: '4주 동안 매일 출석하고 날마다 새로운 배경화면과 이모티콘 선물을 받아 보세요.',
      en: 'Check in every day for four weeks and receive a new wallpaper or emoticon gift each day.',
      ja: '4週間、毎日出席して、日替わりの壁紙やスタンプのプレゼントを受け取りましょう。',
      es: 'Registra tu asistencia cada día durante cuatro semanas y recibe cada día un fondo de pantalla o un emoticono nuevo.',
      fr: 'Pointez chaque jour pendant quatre semaines et recevez chaque jour un nouveau fond d’écran ou une nouvelle émoticône.',
    },
    body: {
      ko: '하루에 한 번, 로그인한 뒤 출석 버튼을 누르면 그날의 선물이 열립니다. 선물은 그날 이후 언제든지 다시 받을 수 있습니다.\n\n연간 표어 배경화면, 메시지 카드, 참부모님 사진, 기념품 사진, 움직이는 메시지 스티커 등 28가지 선물이 준비되어 있습니다. 출석은 기념관이 있는 지역의 날짜를 기준으로 합니다.',
      en: 'Once a day, sign in and press the check-in button to open that day’s gift. You can download a gift again at any time after its day.\n\nTwenty-eight gifts are waiting: yearly slogan wallpapers, message cards, photos of the True Parents, souvenir photos and animated message stickers. Days follow the calendar at the memorial’s location.',
      ja: '1日に1回、ログインして出席ボタンを押すと、その日のプレゼントが開きます。プレゼントはその日以降、いつでも再び受け取れます。\n\n年間標語の壁紙、メッセージカード、真の父母様の写真、記念品の写真、動くメッセージスタンプなど、28種類のプレゼントをご用意しました。出席日は記念館の所在地の日付で数えます。',
      es: 'Una vez al día, inicia sesión y pulsa el botón de asistencia para abrir el regalo de ese día. Puedes volver a descargar un regalo en cualquier momento después de su día.\n\nTe esperan veintiocho regalos: fondos con el lema del año, tarjetas con mensajes, fotos de los Padres Verdaderos, fotos de recuerdos y stickers animados con mensajes. Los días siguen el calendario del lugar donde se encuentra el memorial.',
      fr: 'Une fois par jour, connectez-vous et appuyez sur le bouton de pointage pour ouvrir le cadeau du jour. Vous pouvez retélécharger un cadeau à tout moment après son jour.\n\nVingt-huit cadeaux vous attendent : fonds d’écran avec la devise de l’année, cartes de message, photos des Vrais Parents, photos de souvenirs et autocollants animés. Les jours suivent le calendrier du lieu où se trouve le mémorial.',
    },
    location: {
      ko: '온라인 (아트리움 웹사이트)',
      en: 'Online (Atrium website)',
      ja: 'オンライン(アトリウムのウェブサイト)',
      es: 'En línea (sitio web de Atrium)',
      fr: 'En ligne (site web d’Atrium)',
    },
    target: {
      ko: '로그인한 모든 회원',
      en: 'Every signed-in member',
      ja: 'ログインしたすべての会員',
      es: 'Todos los miembros con sesión iniciada',
      fr: 'Tous les membres connectés',
    },
    program: {
      ko: '매일 출석과 28가지 선물',
      en: 'Daily check-in and 28 gifts',
      ja: '毎日の出席と28種類のプレゼント',
      es: 'Asistencia diaria y 28 regalos',
      fr: 'Pointage quotidien et 28 cadeaux',
    },
    organizer: ORGANIZER,
    startOffset: -3,
    days: 28,
    checkIn: true,
    cover: cover('gratitude-check-in', 'light', [DUSK, PALE_GOLD], {
      ko: '보라빛 하늘에서 내려오는 따뜻한 빛줄기',
      en: 'Warm rays of light falling from a violet sky',
      ja: '紫色の空から差し込む温かな光の筋',
      es: 'Cálidos rayos de luz que caen de un cielo violeta',
      fr: 'De chauds rayons de lumière tombant d’un ciel violet',
    }),
  },
  {
    key: 'founders-tour',
    title: {
      ko: '창립자 전시 특별 해설 투어',
      en: 'Founders’ Exhibition guided tours',
      ja: '創立者展 特別解説ツアー',
      es: 'Visitas guiadas a la exposición de los fundadores',
      fr: 'Visites commentées de l’exposition des fondateurs',
    },
    summary: {
      ko: '전시 해설사와 함께 창립자 전시관을 45분 동안 둘러봅니다.',
      en: 'A 45-minute walk through the Founders’ Exhibition with one of our guides.',
      ja: '展示解説員と一緒に、創立者展示館を45分かけて巡ります。',
      es: 'Un recorrido de 45 minutos por la exposición de los fundadores con uno de nuestros guías.',
      fr: 'Une promenade de 45 minutes dans l’exposition des fondateurs avec l’un de nos guides.',
    },
    body: {
      ko: '평일 오전 11시와 오후 3시에 전시관 입구에서 출발합니다. 사전 예약 없이 참여할 수 있습니다.\n\n한국어와 영어 해설이 번갈아 진행되며, 다른 언어는 안내 데스크에서 음성 안내기를 빌릴 수 있습니다.',
      en: 'Tours leave from the exhibition entrance at 11 a.m. and 3 p.m. on weekdays. No booking is needed.\n\nTours alternate between Korean and English; audio guides in other languages can be borrowed at the information desk.',
      ja: '平日の午前11時と午後3時に展示館入口から出発します。事前予約なしでご参加いただけます。\n\n解説は韓国語と英語で交互に行います。その他の言語は案内デスクで音声ガイドをお借りいただけます。',
      es: 'Las visitas salen de la entrada de la exposición a las 11:00 y a las 15:00 los días laborables. No hace falta reservar.\n\nLas visitas alternan entre coreano e inglés; en el mostrador de información se pueden pedir audioguías en otros idiomas.',
      fr: 'Les visites partent de l’entrée de l’exposition à 11 h et à 15 h en semaine. Aucune réservation n’est nécessaire.\n\nLes visites alternent entre le coréen et l’anglais ; des audioguides dans d’autres langues sont prêtés à l’accueil.',
    },
    location: {
      ko: '창립자 전시관 입구',
      en: 'Entrance of the Founders’ Exhibition',
      ja: '創立者展示館 入口',
      es: 'Entrada de la exposición de los fundadores',
      fr: 'Entrée de l’exposition des fondateurs',
    },
    target: {
      ko: '모든 방문객',
      en: 'All visitors',
      ja: 'すべての来館者',
      es: 'Todos los visitantes',
      fr: 'Tous les visiteurs',
    },
    program: {
      ko: '45분 해설 투어, 하루 2회',
      en: '45-minute guided tour, twice a day',
      ja: '45分の解説ツアー、1日2回',
      es: 'Visita guiada de 45 minutos, dos veces al día',
      fr: 'Visite commentée de 45 minutes, deux fois par jour',
    },
    organizer: ORGANIZER,
    startOffset: -10,
    days: 31,
    checkIn: false,
    cover: cover('founders-tour', 'gallery', [BROWN, SAND], {
      ko: '밝은 벽에 나란히 걸린 세 개의 액자',
      en: 'Three frames hanging side by side on a light wall',
      ja: '明るい壁に並んで掛けられた三つの額縁',
      es: 'Tres marcos colgados uno junto a otro en una pared clara',
      fr: 'Trois cadres accrochés côte à côte sur un mur clair',
    }),
  },
  {
    key: 'family-festival',
    title: {
      ko: '가을 가족 축제',
      en: 'Autumn Family Festival',
      ja: '秋のファミリーフェスティバル',
      es: 'Festival familiar de otoño',
      fr: 'Fête des familles d’automne',
    },
    summary: {
      ko: '정원에서 열리는 이틀간의 가족 축제: 공연, 공방, 그리고 함께하는 저녁 식사.',
      en: 'Two days of family celebration in the garden: performances, workshops and a shared dinner.',
      ja: '庭園で開かれる2日間の家族の祭り:公演、工房体験、そしてみんなでの夕食。',
      es: 'Dos días de fiesta familiar en el jardín: actuaciones, talleres y una cena compartida.',
      fr: 'Deux jours de fête en famille dans le jardin : spectacles, ateliers et un dîner partagé.',
    },
    body: {
      ko: '첫째 날에는 어린이 합창단과 전통 음악 공연이, 둘째 날에는 가족 공방과 정원 산책이 이어집니다.\n\n저녁 식사는 사전 신청한 가족에게 제공됩니다. 비가 오면 중앙 홀에서 진행합니다.',
      en: 'The first day brings a children’s choir and traditional music; the second, family workshops and garden walks.\n\nDinner is served to families who register in advance. In case of rain, everything moves to the Main Hall.',
      ja: '1日目は児童合唱団と伝統音楽の公演、2日目は家族工房と庭園散策が続きます。\n\n夕食は事前に申し込まれたご家族に提供します。雨天の場合は中央ホールで行います。',
      es: 'El primer día habrá un coro infantil y música tradicional; el segundo, talleres familiares y paseos por el jardín.\n\nLa cena se sirve a las familias que se inscriban con antelación. Si llueve, todo se traslada a la Gran Sala.',
      fr: 'Le premier jour accueille une chorale d’enfants et de la musique traditionnelle ; le second, des ateliers en famille et des promenades au jardin.\n\nLe dîner est servi aux familles inscrites à l’avance. En cas de pluie, tout se déroule dans le Grand Hall.',
    },
    location: {
      ko: '기념관 정원과 중앙 홀',
      en: 'Memorial garden and Main Hall',
      ja: '記念館の庭園と中央ホール',
      es: 'Jardín del memorial y Gran Sala',
      fr: 'Jardin du mémorial et Grand Hall',
    },
    target: {
      ko: '가족 단위 방문객',
      en: 'Families',
      ja: '家族連れの来館者',
      es: 'Familias',
      fr: 'Familles',
    },
    program: {
      ko: '공연, 가족 공방, 정원 산책, 저녁 식사',
      en: 'Performances, family workshops, garden walks, dinner',
      ja: '公演、家族工房、庭園散策、夕食',
      es: 'Actuaciones, talleres familiares, paseos por el jardín, cena',
      fr: 'Spectacles, ateliers en famille, promenades au jardin, dîner',
    },
    organizer: ORGANIZER,
    startOffset: 20,
    days: 2,
    checkIn: false,
    cover: cover('family-festival', 'garden', [GREEN, SAGE], {
      ko: '햇살 아래 둥근 나무들이 서 있는 정원',
      en: 'A garden of round trees under the sun',
      ja: '日差しの下に丸い木々が並ぶ庭園',
      es: 'Un jardín de árboles redondeados bajo el sol',
      fr: 'Un jardin d’arbres arrondis sous le soleil',
    }),
  },
  {
    key: 'winter-lectures',
    title: {
      ko: '겨울 신앙사 강좌',
      en: 'Winter lectures on the history of faith',
      ja: '冬の信仰史講座',
      es: 'Conferencias de invierno sobre la historia de la fe',
      fr: 'Conférences d’hiver sur l’histoire de la foi',
    },
    summary: {
      ko: '세 번의 저녁 강좌에서 기념관에 담긴 이야기의 배경을 배웁니다.',
      en: 'Three evening lectures on the stories behind the memorial’s collection.',
      ja: '3回の夜間講座で、記念館に収められた物語の背景を学びます。',
      es: 'Tres conferencias vespertinas sobre las historias que hay detrás de la colección del memorial.',
      fr: 'Trois conférences du soir sur les histoires qui se cachent derrière la collection du mémorial.',
    },
    body: {
      ko: '강좌는 교육관 2층 세미나실에서 열리며, 각 강좌 뒤에는 질의응답 시간이 있습니다.\n\n좌석은 선착순 60석입니다. 강좌 자료는 행사 후 교육 페이지에 올라갑니다.',
      en: 'The lectures take place in the second-floor seminar room of the Education Hall, each followed by questions and answers.\n\nSixty seats, first come, first served. Lecture notes are posted on the education page afterwards.',
      ja: '講座は教育館2階のセミナー室で行い、各講座の後に質疑応答の時間があります。\n\n座席は先着60席です。講座資料は終了後に教育ページに掲載します。',
      es: 'Las conferencias se celebran en la sala de seminarios de la segunda planta del Pabellón de Educación, y cada una termina con preguntas y respuestas.\n\nSesenta plazas por orden de llegada. Los apuntes se publican después en la página de educación.',
      fr: 'Les conférences ont lieu dans la salle de séminaire du deuxième étage du pavillon de l’éducation, chacune suivie de questions-réponses.\n\nSoixante places, dans l’ordre d’arrivée. Les notes sont publiées ensuite sur la page éducation.',
    },
    location: {
      ko: '교육관 2층 세미나실',
      en: 'Education Hall, seminar room (2nd floor)',
      ja: '教育館2階 セミナー室',
      es: 'Pabellón de Educación, sala de seminarios (2.ª planta)',
      fr: 'Pavillon de l’éducation, salle de séminaire (2e étage)',
    },
    target: {
      ko: '성인 방문객과 회원',
      en: 'Adult visitors and members',
      ja: '成人の来館者と会員',
      es: 'Visitantes adultos y miembros',
      fr: 'Visiteurs adultes et membres',
    },
    program: {
      ko: '저녁 강좌 3회와 질의응답',
      en: 'Three evening lectures with Q&A',
      ja: '夜間講座3回と質疑応答',
      es: 'Tres conferencias vespertinas con preguntas',
      fr: 'Trois conférences du soir avec questions',
    },
    organizer: {
      ko: '아트리움 교육팀',
      en: 'Atrium education team',
      ja: 'アトリウム教育チーム',
      es: 'Equipo educativo de Atrium',
      fr: 'Équipe éducative d’Atrium',
    },
    startOffset: 45,
    days: 15,
    checkIn: false,
    cover: cover('winter-lectures', 'book', [NAVY, MIST], {
      ko: '차가운 청색 바탕 위에 펼쳐진 책',
      en: 'An open book on a cool blue background',
      ja: '冷たい青の背景に開かれた本',
      es: 'Un libro abierto sobre un fondo azul frío',
      fr: 'Un livre ouvert sur un fond bleu froid',
    }),
  },
  {
    key: 'spring-concert',
    title: {
      ko: '봄 추모 음악회',
      en: 'Spring Memorial Concert',
      ja: '春の追悼音楽会',
      es: 'Concierto conmemorativo de primavera',
      fr: 'Concert commémoratif de printemps',
    },
    summary: {
      ko: '현악 사중주와 합창단이 함께한 저녁 음악회였습니다. 찾아 주신 모든 분께 감사드립니다.',
      en: 'An evening of string quartet and choir. Thank you to everyone who came.',
      ja: '弦楽四重奏と合唱団による夜の音楽会でした。ご来場の皆さまに感謝いたします。',
      es: 'Una velada con cuarteto de cuerda y coro. Gracias a todas las personas que vinieron.',
      fr: 'Une soirée de quatuor à cordes et de chœur. Merci à toutes celles et ceux qui sont venus.',
    },
    body: {
      ko: '중앙 홀을 가득 채운 400여 명의 관객과 함께 봄의 저녁을 보냈습니다.\n\n공연 사진은 소식 페이지에서 볼 수 있습니다.',
      en: 'Some four hundred guests filled the Main Hall for a spring evening of music.\n\nPhotos of the concert are on the news page.',
      ja: '約400名の観客が中央ホールを埋め、春の夜を音楽とともに過ごしました。\n\n公演の写真はお知らせページでご覧いただけます。',
      es: 'Unas cuatrocientas personas llenaron la Gran Sala para una velada musical de primavera.\n\nLas fotos del concierto están en la página de noticias.',
      fr: 'Quelque quatre cents invités ont rempli le Grand Hall pour une soirée musicale de printemps.\n\nLes photos du concert sont sur la page des actualités.',
    },
    location: {
      ko: '중앙 홀',
      en: 'Main Hall',
      ja: '中央ホール',
      es: 'Gran Sala',
      fr: 'Grand Hall',
    },
    target: {
      ko: '모든 방문객',
      en: 'All visitors',
      ja: 'すべての来館者',
      es: 'Todos los visitantes',
      fr: 'Tous les visiteurs',
    },
    program: {
      ko: '현악 사중주, 합창',
      en: 'String quartet, choir',
      ja: '弦楽四重奏、合唱',
      es: 'Cuarteto de cuerda, coro',
      fr: 'Quatuor à cordes, chœur',
    },
    organizer: ORGANIZER,
    startOffset: -200,
    days: 1,
    checkIn: false,
    cover: cover('spring-concert', 'hall', [SLATE, PALE_GOLD], {
      ko: '저녁 빛 속의 중앙 홀 정면',
      en: 'The front of the Main Hall in the evening light',
      ja: '夕方の光に包まれた中央ホールの正面',
      es: 'La fachada de la Gran Sala con la luz del atardecer',
      fr: 'La façade du Grand Hall dans la lumière du soir',
    }),
  },
  {
    key: 'youth-camp',
    title: {
      ko: '여름 청소년 캠프',
      en: 'Summer Youth Camp',
      ja: '夏の青少年キャンプ',
      es: 'Campamento juvenil de verano',
      fr: 'Camp d’été pour les jeunes',
    },
    summary: {
      ko: '전국에서 모인 청소년 120명이 사흘 동안 역사와 봉사를 배웠습니다.',
      en: 'One hundred and twenty young people from across the country spent three days learning history and service.',
      ja: '全国から集まった青少年120名が、3日間、歴史と奉仕を学びました。',
      es: 'Ciento veinte jóvenes de todo el país pasaron tres días aprendiendo historia y servicio.',
      fr: 'Cent vingt jeunes venus de tout le pays ont passé trois jours à apprendre l’histoire et le service.',
    },
    body: {
      ko: '캠프는 전시 탐방, 조별 토론, 지역 봉사 활동으로 구성되었습니다.\n\n내년 캠프 일정은 소식 페이지에서 안내할 예정입니다.',
      en: 'The camp combined exhibition visits, group discussions and local volunteering.\n\nNext year’s dates will be announced on the news page.',
      ja: 'キャンプは展示見学、グループ討論、地域奉仕活動で構成されました。\n\n来年のキャンプ日程はお知らせページでご案内する予定です。',
      es: 'El campamento combinó visitas a la exposición, debates en grupo y voluntariado local.\n\nLas fechas del próximo año se anunciarán en la página de noticias.',
      fr: 'Le camp a associé visites de l’exposition, discussions en groupe et bénévolat local.\n\nLes dates de l’an prochain seront annoncées sur la page des actualités.',
    },
    location: {
      ko: '기념관 및 인근 수련원',
      en: 'The memorial and the nearby retreat centre',
      ja: '記念館と近隣の研修施設',
      es: 'El memorial y el centro de retiro cercano',
      fr: 'Le mémorial et le centre de retraite voisin',
    },
    target: {
      ko: '중고등학생',
      en: 'Secondary-school students',
      ja: '中高生',
      es: 'Estudiantes de secundaria',
      fr: 'Collégiens et lycéens',
    },
    program: {
      ko: '전시 탐방, 토론, 봉사',
      en: 'Exhibition visits, discussion, service',
      ja: '展示見学、討論、奉仕',
      es: 'Visitas, debate, servicio',
      fr: 'Visites, discussion, service',
    },
    organizer: {
      ko: '아트리움 교육팀',
      en: 'Atrium education team',
      ja: 'アトリウム教育チーム',
      es: 'Equipo educativo de Atrium',
      fr: 'Équipe éducative d’Atrium',
    },
    startOffset: -120,
    days: 3,
    checkIn: false,
    cover: cover('youth-camp', 'mountain', [STONE, SAND], {
      ko: '해 아래 겹쳐진 두 봉우리',
      en: 'Two overlapping peaks under the sun',
      ja: '太陽の下に重なる二つの峰',
      es: 'Dos cumbres superpuestas bajo el sol',
      fr: 'Deux sommets qui se chevauchent sous le soleil',
    }),
  },
];

export const PROGRAM_CATEGORIES: CategorySeed[] = [
  {
    title: {
      ko: '예배와 기도',
      en: 'Worship and prayer',
      ja: '礼拝と祈り',
      es: 'Culto y oración',
      fr: 'Culte et prière',
    },
    programs: [
      {
        event: 'gratitude-check-in',
        title: {
          ko: '감사의 아침 기도',
          en: 'Morning prayers of gratitude',
          ja: '感謝の朝の祈り',
          es: 'Oraciones matutinas de gratitud',
          fr: 'Prières matinales de gratitude',
        },
        summary: {
          ko: '출석 체크 기간 동안 매주 열리는 30분 아침 기도 모임',
          en: 'A 30-minute morning prayer held every week of the check-in event',
          ja: '出席チェック期間中、毎週行う30分の朝の祈り',
          es: 'Una oración matinal de 30 minutos cada semana del registro de asistencia',
          fr: 'Une prière du matin de 30 minutes chaque semaine du pointage',
        },
        description: {
          ko: '기도실에서 함께 감사의 기도를 드리고 그 주의 메시지를 나눕니다. 온라인으로 출석한 분도 현장에서 함께할 수 있습니다.',
          en: 'We gather in the prayer room to give thanks together and share the week’s message. Members checking in online are welcome on site too.',
          ja: '祈祷室に集まって共に感謝の祈りをささげ、その週のメッセージを分かち合います。オンラインで出席した方も会場でご一緒できます。',
          es: 'Nos reunimos en la sala de oración para dar gracias juntos y compartir el mensaje de la semana. Quienes registran su asistencia en línea también son bienvenidos.',
          fr: 'Nous nous retrouvons dans la salle de prière pour rendre grâce ensemble et partager le message de la semaine. Les membres qui pointent en ligne sont aussi les bienvenus.',
        },
        cover: programCover('morning-prayer', 'light', [GOLD, SAND], {
          ko: '이른 아침의 부드러운 빛',
          en: 'Soft light in the early morning',
          ja: '早朝のやわらかな光',
          es: 'Luz suave de primera hora de la mañana',
          fr: 'Douce lumière du petit matin',
        }),
        sessions: [0, 7, 14, 21].map((week, i) => ({
          title: {
            ko: `${i + 1}주차 아침 기도`,
            en: `Week ${i + 1} morning prayer`,
            ja: `第${i + 1}週 朝の祈り`,
            es: `Oración matinal, semana ${i + 1}`,
            fr: `Prière du matin, semaine ${i + 1}`,
          },
          description: {
            ko: '감사의 기도와 이번 주 메시지 나눔',
            en: 'A prayer of thanks and this week’s message',
            ja: '感謝の祈りと今週のメッセージの分かち合い',
            es: 'Una oración de gratitud y el mensaje de esta semana',
            fr: 'Une prière de gratitude et le message de la semaine',
          },
          place: { ko: '기도실', en: 'Prayer room', ja: '祈祷室', es: 'Sala de oración', fr: 'Salle de prière' },
          dayOffset: -3 + week + 1,
          time: '07:00',
          minutes: 30,
        })),
      },
    ],
  },
  {
    title: { ko: '강좌', en: 'Lectures', ja: '講座', es: 'Conferencias', fr: 'Conférences' },
    programs: [
      {
        event: 'winter-lectures',
        title: {
          ko: '신앙사 강좌 시리즈',
          en: 'History of faith lecture series',
          ja: '信仰史講座シリーズ',
          es: 'Ciclo de conferencias sobre la historia de la fe',
          fr: 'Cycle de conférences sur l’histoire de la foi',
        },
        summary: {
          ko: '세 번의 강좌로 만나는 기념관의 이야기',
          en: 'The memorial’s story in three lectures',
          ja: '3回の講座で出会う記念館の物語',
          es: 'La historia del memorial en tres conferencias',
          fr: 'L’histoire du mémorial en trois conférences',
        },
        description: {
          ko: '초기 공동체의 형성, 세계로 퍼져 나간 선교의 길, 그리고 기념관이 세워지기까지의 과정을 차례로 살펴봅니다.',
          en: 'We follow the forming of the first community, the missions that spread across the world, and the making of the memorial itself.',
          ja: '初期共同体の形成、世界へ広がった宣教の道、そして記念館が建てられるまでの過程を順にたどります。',
          es: 'Recorremos la formación de la primera comunidad, las misiones que se extendieron por el mundo y la construcción del propio memorial.',
          fr: 'Nous suivons la formation de la première communauté, les missions qui se sont répandues dans le monde et la construction du mémorial lui-même.',
        },
        cover: programCover('lecture-series', 'book', [NAVY, PALE_GOLD], {
          ko: '금빛 바탕 위의 펼친 책',
          en: 'An open book on a golden background',
          ja: '金色の背景に開かれた本',
          es: 'Un libro abierto sobre un fondo dorado',
          fr: 'Un livre ouvert sur un fond doré',
        }),
        sessions: [
          {
            title: {
              ko: '첫 공동체',
              en: 'The first community',
              ja: '最初の共同体',
              es: 'La primera comunidad',
              fr: 'La première communauté',
            },
            description: {
              ko: '작은 모임이 공동체가 되기까지의 이야기',
              en: 'How a small gathering became a community',
              ja: '小さな集まりが共同体になるまでの物語',
              es: 'Cómo un pequeño grupo se convirtió en comunidad',
              fr: 'Comment un petit groupe est devenu une communauté',
            },
            dayOffset: 45,
          },
          {
            title: {
              ko: '세계로 가는 길',
              en: 'Roads to the world',
              ja: '世界への道',
              es: 'Caminos hacia el mundo',
              fr: 'Les routes du monde',
            },
            description: {
              ko: '대륙을 건넌 선교사들의 편지와 기록',
              en: 'Letters and records of the missionaries who crossed continents',
              ja: '大陸を渡った宣教師たちの手紙と記録',
              es: 'Cartas y registros de los misioneros que cruzaron continentes',
              fr: 'Lettres et archives des missionnaires qui ont traversé les continents',
            },
            dayOffset: 52,
          },
          {
            title: {
              ko: '기념관이 세워지기까지',
              en: 'Building the memorial',
              ja: '記念館が建つまで',
              es: 'La construcción del memorial',
              fr: 'La construction du mémorial',
            },
            description: {
              ko: '설계 도면과 건축 사진으로 보는 기념관의 탄생',
              en: 'The memorial’s birth in plans and building-site photographs',
              ja: '設計図と建築写真で見る記念館の誕生',
              es: 'El nacimiento del memorial en planos y fotografías de la obra',
              fr: 'La naissance du mémorial en plans et en photos de chantier',
            },
            dayOffset: 59,
          },
        ].map((s) => ({
          ...s,
          place: {
            ko: '교육관 2층 세미나실',
            en: 'Education Hall seminar room',
            ja: '教育館2階 セミナー室',
            es: 'Sala de seminarios del Pabellón de Educación',
            fr: 'Salle de séminaire du pavillon de l’éducation',
          },
          time: '19:00',
          minutes: 90,
        })),
      },
    ],
  },
  {
    title: {
      ko: '가족 프로그램',
      en: 'Family programs',
      ja: 'ファミリープログラム',
      es: 'Programas familiares',
      fr: 'Programmes familiaux',
    },
    programs: [
      {
        event: 'family-festival',
        title: {
          ko: '축제 가족 공방',
          en: 'Festival family workshops',
          ja: 'フェスティバル家族工房',
          es: 'Talleres familiares del festival',
          fr: 'Ateliers en famille du festival',
        },
        summary: {
          ko: '부모와 아이가 함께 만드는 두 가지 공방',
          en: 'Two workshops for parents and children to make something together',
          ja: '親子で一緒につくる二つの工房',
          es: 'Dos talleres para que padres e hijos creen algo juntos',
          fr: 'Deux ateliers pour créer quelque chose ensemble, parents et enfants',
        },
        description: {
          ko: '재료는 모두 준비되어 있으며, 만든 작품은 가져갈 수 있습니다. 공방마다 20가족까지 참여할 수 있습니다.',
          en: 'All materials are provided and you take your work home. Each workshop has room for twenty families.',
          ja: '材料はすべてご用意しており、作品はお持ち帰りいただけます。各工房20家族まで参加できます。',
          es: 'Todos los materiales están incluidos y te llevas tu obra a casa. Cada taller tiene sitio para veinte familias.',
          fr: 'Tout le matériel est fourni et vous emportez votre création. Chaque atelier accueille vingt familles.',
        },
        cover: programCover('family-workshops', 'garden', [MOCHA, SAGE], {
          ko: '정원의 둥근 나무들',
          en: 'Round trees in the garden',
          ja: '庭園の丸い木々',
          es: 'Árboles redondeados en el jardín',
          fr: 'Arbres arrondis dans le jardin',
        }),
        sessions: [
          {
            title: {
              ko: '가족 감사 카드 만들기',
              en: 'Family thank-you cards',
              ja: '家族の感謝カードづくり',
              es: 'Tarjetas de agradecimiento en familia',
              fr: 'Cartes de remerciement en famille',
            },
            description: {
              ko: '말린 꽃과 한지로 감사 카드를 만듭니다.',
              en: 'Make thank-you cards with dried flowers and mulberry paper.',
              ja: '押し花と韓紙で感謝のカードをつくります。',
              es: 'Haz tarjetas de agradecimiento con flores secas y papel de morera.',
              fr: 'Fabriquez des cartes de remerciement avec des fleurs séchées et du papier de mûrier.',
            },
            dayOffset: 20,
            time: '14:00',
          },
          {
            title: {
              ko: '정원 등불 만들기',
              en: 'Garden lanterns',
              ja: '庭園の灯籠づくり',
              es: 'Farolillos para el jardín',
              fr: 'Lanternes de jardin',
            },
            description: {
              ko: '저녁 정원을 밝힐 종이 등불을 만듭니다.',
              en: 'Make paper lanterns to light the garden in the evening.',
              ja: '夜の庭園を照らす紙の灯籠をつくります。',
              es: 'Haz farolillos de papel para iluminar el jardín por la noche.',
              fr: 'Fabriquez des lanternes en papier pour éclairer le jardin le soir.',
            },
            dayOffset: 21,
            time: '16:00',
          },
        ].map((s) => ({
          ...s,
          place: {
            ko: '정원 천막',
            en: 'Garden tent',
            ja: '庭園のテント',
            es: 'Carpa del jardín',
            fr: 'Tente du jardin',
          },
          minutes: 60,
        })),
      },
    ],
  },
];

/** The 28 gifts: a week of the seven kinds, four times, each week in its own colours. */
export const GIFT_WEEK_KINDS = [
  'yearly_slogan',
  'message_card',
  'true_parents_photo',
  'product_photo',
  'message_gif',
  'true_father_gif',
  'true_mother_gif',
] as const;
/** The souvenir shown by each week's {product}_photo. */
export const GIFT_PRODUCTS = ['candle', 'book', 'tea', 'calendar'] as const;

const KIND_NAMES: Record<string, L> = {
  yearly_slogan: {
    ko: '올해의 표어 배경화면',
    en: 'Yearly slogan wallpaper',
    ja: '今年の標語の壁紙',
    es: 'Fondo con el lema del año',
    fr: 'Fond d’écran de la devise de l’année',
  },
  message_card: {
    ko: '감사 메시지 카드',
    en: 'Message card of thanks',
    ja: '感謝のメッセージカード',
    es: 'Tarjeta con mensaje de gratitud',
    fr: 'Carte de message de gratitude',
  },
  true_parents_photo: {
    ko: '참부모님 사진 배경화면',
    en: 'True Parents photo wallpaper',
    ja: '真の父母様の写真の壁紙',
    es: 'Fondo con foto de los Padres Verdaderos',
    fr: 'Fond d’écran photo des Vrais Parents',
  },
  candle_photo: {
    ko: '기념 초 사진',
    en: 'Memorial candle photo',
    ja: '記念キャンドルの写真',
    es: 'Foto de la vela conmemorativa',
    fr: 'Photo de la bougie commémorative',
  },
  book_photo: {
    ko: '기념 도서 사진',
    en: 'Memorial book photo',
    ja: '記念図書の写真',
    es: 'Foto del libro conmemorativo',
    fr: 'Photo du livre commémoratif',
  },
  tea_photo: {
    ko: '기념 찻잔 사진',
    en: 'Memorial teacup photo',
    ja: '記念ティーカップの写真',
    es: 'Foto de la taza conmemorativa',
    fr: 'Photo de la tasse commémorative',
  },
  calendar_photo: {
    ko: '기념 달력 사진',
    en: 'Memorial calendar photo',
    ja: '記念カレンダーの写真',
    es: 'Foto del calendario conmemorativo',
    fr: 'Photo du calendrier commémoratif',
  },
  message_gif: {
    ko: '움직이는 메시지 스티커',
    en: 'Animated message sticker',
    ja: '動くメッセージスタンプ',
    es: 'Sticker animado con mensaje',
    fr: 'Autocollant animé avec message',
  },
  true_father_gif: {
    ko: '참아버님 움직이는 스티커',
    en: 'True Father animated sticker',
    ja: '真のお父様の動くスタンプ',
    es: 'Sticker animado del Padre Verdadero',
    fr: 'Autocollant animé du Vrai Père',
  },
  true_mother_gif: {
    ko: '참어머님 움직이는 스티커',
    en: 'True Mother animated sticker',
    ja: '真のお母様の動くスタンプ',
    es: 'Sticker animado de la Madre Verdadera',
    fr: 'Autocollant animé de la Vraie Mère',
  },
};

const weekLabel = (week: number): L => ({
  ko: `${week}주차`,
  en: `Week ${week}`,
  ja: `第${week}週`,
  es: `Semana ${week}`,
  fr: `Semaine ${week}`,
});

export interface GiftSeed {
  day: number;
  kind: string;
  title: L;
  /** Two colours of the week's palette. */
  colors: [string, string];
  motif: Motif;
}
const WEEK_COLORS: Array<[string, string]> = [
  [DUSK, PALE_GOLD],
  [GREEN, SAGE],
  [NAVY, MIST],
  [BROWN, SAND],
];
const MOTIFS: Motif[] = ['light', 'arch', 'garden', 'columns', 'water', 'mountain', 'path'];

export const GIFTS: GiftSeed[] = Array.from({ length: 28 }, (_, i) => {
  const week = Math.floor(i / 7) + 1;
  const base = GIFT_WEEK_KINDS[i % 7] ?? 'yearly_slogan';
  const kind = base === 'product_photo' ? `${GIFT_PRODUCTS[week - 1]}_photo` : base;
  const name = KIND_NAMES[kind] ?? KIND_NAMES.yearly_slogan!;
  const label = weekLabel(week);
  const title = Object.fromEntries(
    (Object.keys(name) as Array<keyof L>).map((l) => [l, `${label[l]} · ${name[l]}`]),
  ) as L;
  return { day: i + 1, kind, title, colors: WEEK_COLORS[week - 1] ?? [DUSK, GOLD], motif: MOTIFS[i % 7] ?? 'light' };
});

/** Extra pictures of some events' galleries (the cover comes first). */
export const EVENT_GALLERIES: Record<string, PictureSeed[]> = {
  'gratitude-check-in': [
    pic('event-gratitude-path', 1200, 800, 'path', [DUSK, SAND], {
      ko: '해를 향해 뻗은 정원의 오솔길',
      en: 'A garden path stretching towards the sun',
      ja: '太陽に向かって延びる庭園の小道',
      es: 'Un sendero del jardín que se extiende hacia el sol',
      fr: 'Une allée du jardin qui s’étire vers le soleil',
    }),
  ],
  'family-festival': [
    pic('event-festival-water', 1200, 800, 'water', [GREEN, MIST], {
      ko: '햇빛이 비치는 연못의 잔물결',
      en: 'Ripples on the pond in the sunshine',
      ja: '日差しが映る池のさざ波',
      es: 'Ondas en el estanque bajo el sol',
      fr: 'Des rides sur l’étang au soleil',
    }),
  ],
  'spring-concert': [
    pic('event-concert-columns', 1200, 800, 'columns', [SLATE, SAND], {
      ko: '음악회가 열린 중앙 홀의 기둥',
      en: 'The columns of the Main Hall where the concert was held',
      ja: '音楽会が開かれた中央ホールの柱',
      es: 'Las columnas de la Gran Sala donde se celebró el concierto',
      fr: 'Les colonnes du Grand Hall où s’est tenu le concert',
    }),
  ],
};
