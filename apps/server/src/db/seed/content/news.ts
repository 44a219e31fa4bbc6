import type { L, Motif, NewsSeed } from './types';
import { BROWN, MOCHA, NAVY, SLATE, GOLD, PALE_GOLD, STONE, GREEN, SAGE, DUSK, pic } from './palette';

/** The cover of news item n. */
const cover = (n: number, motif: Motif, colors: [string, string], alt: L) =>
  pic(`news-${n}-cover`, 1200, 675, motif, colors, alt);
/** The picture at the top of article m of news item n. */
const photo = (n: number, m: number, motif: Motif, colors: [string, string], alt: L) =>
  pic(`news-${n}-${m}`, 1200, 800, motif, colors, alt);

/** Article HTML: one block per argument. */
const html = (...blocks: string[]): string => blocks.join('\n');

export const NEWS: NewsSeed[] = [
  // 1. Draft: the next Entrance Ceremony dates, not yet announced.
  {
    title: {
      ko: '2027년 상반기 입관 예식 일정 안내 (예정)',
      en: 'Entrance Ceremony dates for the first half of 2027 (forthcoming)',
      ja: '2027年上半期 入館式日程のお知らせ(予定)',
      es: 'Calendario de las ceremonias de entrada del primer semestre de 2027 (próximamente)',
      fr: 'Calendrier des cérémonies d’entrée du premier semestre 2027 (à paraître)',
    },
    summary: {
      ko: '2027년 1월부터 6월까지 매월 한 차례, 토요일 오후에 중앙 홀에서 입관 예식을 엽니다. 참가 신청은 12월 1일부터 받을 예정입니다.',
      en: 'From January to June 2027, the Entrance Ceremony will be held once a month on a Saturday afternoon in the Main Hall. Registration is expected to open on December 1.',
      ja: '2027年1月から6月まで、毎月1回、土曜日の午後に中央ホールで入館式を執り行います。参加のお申し込みは12月1日から受け付ける予定です。',
      es: 'De enero a junio de 2027, la ceremonia de entrada se celebrará una vez al mes, un sábado por la tarde, en la Gran Sala. Está previsto abrir las inscripciones el 1 de diciembre.',
      fr: 'De janvier à juin 2027, la cérémonie d’entrée aura lieu une fois par mois, un samedi après-midi, dans le Grand Hall. Les inscriptions devraient ouvrir le 1er décembre.',
    },
    publishedAt: '2026-11-13T10:00:00+09:00',
    isPublic: false,
    cover: cover(1, 'hall', [SLATE, PALE_GOLD], {
      ko: '저녁 빛을 받은 중앙 홀의 삼각 지붕과 정문',
      en: 'The Main Hall’s pitched roof and front door in the evening light',
      ja: '夕方の光を受けた中央ホールの三角屋根と正面の扉',
      es: 'El tejado a dos aguas y la puerta principal de la Gran Sala con la luz del atardecer',
      fr: 'Le toit en pente et la porte principale du Grand Hall dans la lumière du soir',
    }),
    articles: [
      {
        title: {
          ko: '예식 일정',
          en: 'The dates',
          ja: '日程',
          es: 'Fechas y horarios',
          fr: 'Dates et horaires',
        },
        body: {
          ko: html(
            '<p>본부는 2027년 상반기 입관 예식 일정을 다음과 같이 정하였습니다. 예식은 모두 토요일 오후 2시에 중앙 홀에서 시작하며, 약 한 시간 동안 진행됩니다.</p>',
            '<ul><li>1월 9일(토)</li><li>2월 6일(토)</li><li>3월 6일(토)</li><li>4월 3일(토)</li><li>5월 1일(토)</li><li>6월 5일(토)</li></ul>',
            '<p>1월 예식은 새해 연휴를 고려하여 둘째 주 토요일로 정하였습니다. 그 밖의 예식은 모두 그달의 첫째 토요일에 열립니다.</p>',
            '<p>중앙 홀에는 최대 300명까지 앉으실 수 있으며, 참가자와 동반 가족을 합하여 신청하신 순서대로 자리를 마련해 드립니다. 기념관 사정에 따라 일정이 바뀔 수 있으니, 확정된 내용은 12월 초에 다시 알려 드리겠습니다.</p>',
          ),
          en: html(
            '<p>The central office has set the following dates for the Entrance Ceremony in the first half of 2027. Each ceremony begins at 2 p.m. in the Main Hall and lasts about an hour.</p>',
            '<ul><li>Saturday, January 9</li><li>Saturday, February 6</li><li>Saturday, March 6</li><li>Saturday, April 3</li><li>Saturday, May 1</li><li>Saturday, June 5</li></ul>',
            '<p>The January ceremony falls on the second Saturday of the month, leaving the New Year holidays free. All the others take place on the first Saturday.</p>',
            '<p>The Main Hall seats up to 300 people, and places for participants and the family members accompanying them are allocated in order of registration. The dates may still change: the confirmed schedule will be announced in early December.</p>',
          ),
          ja: html(
            '<p>本部では、2027年上半期の入館式の日程を次のとおり定めました。いずれも土曜日の午後2時に中央ホールで始まり、所要時間は約1時間です。</p>',
            '<ul><li>1月9日(土)</li><li>2月6日(土)</li><li>3月6日(土)</li><li>4月3日(土)</li><li>5月1日(土)</li><li>6月5日(土)</li></ul>',
            '<p>1月は年始の休みを考慮し、第2土曜日としました。そのほかの回はすべて、その月の第1土曜日に行います。</p>',
            '<p>中央ホールの座席は最大300席で、参加される方とご同伴のご家族を合わせ、お申し込み順にご案内します。記念館の都合により日程が変わる場合がありますので、確定した内容は12月上旬にあらためてお知らせします。</p>',
          ),
          es: html(
            '<p>La administración central ha fijado las siguientes fechas para la ceremonia de entrada del primer semestre de 2027. Todas las ceremonias comienzan a las 14:00 en la Gran Sala y duran aproximadamente una hora.</p>',
            '<ul><li>Sábado 9 de enero</li><li>Sábado 6 de febrero</li><li>Sábado 6 de marzo</li><li>Sábado 3 de abril</li><li>Sábado 1 de mayo</li><li>Sábado 5 de junio</li></ul>',
            '<p>La ceremonia de enero se celebrará el segundo sábado del mes, para no coincidir con las fiestas de Año Nuevo. Las demás tendrán lugar el primer sábado de cada mes.</p>',
            '<p>La Gran Sala tiene capacidad para 300 personas, y las plazas, tanto para los participantes como para los familiares que los acompañen, se asignarán por orden de inscripción. Las fechas aún podrían cambiar; el calendario definitivo se anunciará a principios de diciembre.</p>',
          ),
          fr: html(
            '<p>L’administration centrale a arrêté les dates suivantes pour les cérémonies d’entrée du premier semestre 2027. Chaque cérémonie commence à 14 h dans le Grand Hall et dure environ une heure.</p>',
            '<ul><li>Samedi 9 janvier</li><li>Samedi 6 février</li><li>Samedi 6 mars</li><li>Samedi 3 avril</li><li>Samedi 1er mai</li><li>Samedi 5 juin</li></ul>',
            '<p>La cérémonie de janvier a lieu le deuxième samedi du mois, afin de laisser passer les fêtes du Nouvel An. Toutes les autres se tiennent le premier samedi du mois.</p>',
            '<p>Le Grand Hall peut accueillir jusqu’à 300 personnes ; les places, pour les participants comme pour les proches qui les accompagnent, sont attribuées dans l’ordre des inscriptions. Ces dates peuvent encore évoluer : le calendrier définitif vous sera communiqué début décembre.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '신청 방법과 준비 사항',
          en: 'How to register and what to expect',
          ja: 'お申し込み方法とご準備',
          es: 'Inscripción y preparativos',
          fr: 'Inscription et préparatifs',
        },
        body: {
          ko: html(
            '<p>참가 신청은 12월 1일(화) 오전 10시부터 기념관 누리집과 아트리움 기념관 앱에서 받을 예정입니다. 전화나 방문 신청을 원하시는 분은 안내 데스크로 문의해 주십시오.</p>',
            '<h3>예식 당일</h3>',
            '<ol><li>예식 30분 전부터 중앙 홀 안내 데스크에서 접수를 받습니다.</li><li>오후 2시, 잠시 묵상하는 시간을 가진 뒤 예식을 시작합니다.</li><li>예식을 마친 뒤에는 원하시는 분들과 함께 기념 정원을 걷습니다.</li></ol>',
            '<p>복장에 대한 특별한 규정은 없으나 단정한 차림을 부탁드립니다. 중앙 홀 전체에 청각 보조 장치가 설치되어 있으며, 수어 통역이 필요하신 분은 신청하실 때 함께 알려 주십시오.</p>',
            '<p>예식 중에는 사진 촬영을 삼가 주시기 바랍니다. 예식을 마친 뒤 중앙 홀에서 가족과 함께 기념사진을 찍으실 수 있도록 시간을 마련해 두었습니다. 예식의 순서와 의미는 누리집의 ‘입관 예식’ 페이지에서 자세히 보실 수 있습니다.</p>',
          ),
          en: html(
            '<p>Registration is due to open at 10 a.m. on Tuesday, December 1, on the memorial’s website and in the Atrium Memorial app. If you would rather register by phone or in person, please ask at the information desk.</p>',
            '<h3>On the day</h3>',
            '<ol><li>The information desk in the Main Hall welcomes participants from 30 minutes before the ceremony.</li><li>At 2 p.m., a moment of silent reflection opens the ceremony.</li><li>Afterwards, those who wish may walk together through the Memorial Garden.</li></ol>',
            '<p>There is no dress code, though we ask you to dress neatly. A hearing loop covers the whole Main Hall; if you need sign-language interpretation, please let us know when you register.</p>',
            '<p>We kindly ask you not to take photographs during the ceremony. Time is set aside afterwards for family photos in the Main Hall. The order and meaning of the ceremony are explained in full on the Entrance Ceremony page of our website.</p>',
          ),
          ja: html(
            '<p>参加のお申し込みは、12月1日(火)午前10時から、記念館のウェブサイトとアトリウム記念館アプリで受け付ける予定です。お電話や窓口でのお申し込みをご希望の方は、案内デスクまでお問い合わせください。</p>',
            '<h3>当日の流れ</h3>',
            '<ol><li>式の30分前から、中央ホールの案内デスクで受付を行います。</li><li>午後2時、しばしの黙想をもって式が始まります。</li><li>式の後は、ご希望の方とご一緒に記念庭園を歩きます。</li></ol>',
            '<p>服装の決まりは特にありませんが、きちんとした身なりでお越しください。中央ホール全体にヒアリングループを備えております。手話通訳が必要な方は、お申し込みの際にお知らせください。</p>',
            '<p>式の間の写真撮影はご遠慮ください。式の後、中央ホールでご家族と記念撮影をしていただける時間を設けております。入館式の次第と意味については、ウェブサイトの「入館式」のページで詳しくご覧いただけます。</p>',
          ),
          es: html(
            '<p>Está previsto abrir las inscripciones el martes 1 de diciembre a las 10:00, en el sitio web del memorial y en la aplicación del Memorial Atrium. Si prefiere inscribirse por teléfono o en persona, consulte en el mostrador de información.</p>',
            '<h3>El día de la ceremonia</h3>',
            '<ol><li>El mostrador de información de la Gran Sala recibe a los participantes desde media hora antes del inicio.</li><li>A las 14:00, la ceremonia comienza con un momento de recogimiento en silencio.</li><li>Al terminar, quienes lo deseen podrán recorrer juntos el Jardín del Recuerdo.</li></ol>',
            '<p>No se exige una vestimenta concreta, aunque le rogamos que acuda con ropa sobria y cuidada. La Gran Sala cuenta con un bucle de inducción magnética; si necesita interpretación en lengua de signos, indíquelo al inscribirse.</p>',
            '<p>Le rogamos que no tome fotografías durante la ceremonia. Al finalizar, se reservará un momento para las fotos familiares en la Gran Sala. En la página «Ceremonia de entrada» de nuestro sitio web encontrará una explicación completa de su desarrollo y de su significado.</p>',
          ),
          fr: html(
            '<p>Les inscriptions devraient ouvrir le mardi 1er décembre à 10 h, sur le site du mémorial et dans l’application du Mémorial Atrium. Si vous préférez vous inscrire par téléphone ou sur place, adressez-vous à l’accueil.</p>',
            '<h3>Le jour de la cérémonie</h3>',
            '<ol><li>L’accueil du Grand Hall vous reçoit à partir de 30 minutes avant le début de la cérémonie.</li><li>À 14 h, un moment de recueillement silencieux ouvre la cérémonie.</li><li>Ensuite, ceux qui le souhaitent peuvent se promener ensemble dans le jardin du souvenir.</li></ol>',
            '<p>Aucune tenue particulière n’est exigée, mais nous vous remercions de venir dans une tenue soignée. Le Grand Hall est entièrement équipé d’une boucle magnétique ; si vous avez besoin d’une interprétation en langue des signes, merci de nous le signaler lors de votre inscription.</p>',
            '<p>Nous vous prions de ne pas prendre de photos pendant la cérémonie. Un moment est prévu ensuite pour les photos de famille dans le Grand Hall. Le déroulement et la signification de la cérémonie sont présentés en détail sur la page « Cérémonie d’entrée » de notre site.</p>',
          ),
        },
        isPublic: true,
      },
    ],
  },

  // 2. The 28-day check-in event.
  {
    title: {
      ko: '28일 출석 체크 행사가 시작되었습니다',
      en: 'The 28-day check-in event has begun',
      ja: '28日間の出席チェックイベントが始まりました',
      es: 'Comienza el evento de asistencia diaria de 28 días',
      fr: 'Lancement de l’événement de présence quotidienne sur 28 jours',
    },
    summary: {
      ko: '11월 2일부터 29일까지 28일 동안 하루 한 번 출석을 체크하시면 날마다 작은 선물을 드립니다. 출석 7회, 14회, 21회, 28회를 채우신 분께는 특별 선물도 준비했습니다.',
      en: 'From November 2 to 29, check in once a day and receive a small gift every day. Special gifts await those who reach 7, 14, 21 and 28 check-ins.',
      ja: '11月2日から29日までの28日間、1日1回出席チェックをしていただくと、毎日ささやかなプレゼントをお届けします。出席が7回・14回・21回・28回に達した方には、特別なプレゼントもご用意しました。',
      es: 'Del 2 al 29 de noviembre, registre su asistencia una vez al día y reciba cada día un pequeño obsequio. Quienes alcancen 7, 14, 21 y 28 registros recibirán además un regalo especial.',
      fr: 'Du 2 au 29 novembre, pointez votre présence une fois par jour et recevez chaque jour un petit cadeau. Des cadeaux spéciaux attendent ceux qui atteignent 7, 14, 21 et 28 jours de présence.',
    },
    publishedAt: '2026-11-02T09:00:00+09:00',
    isPublic: true,
    cover: cover(2, 'path', [DUSK, PALE_GOLD], {
      ko: '아침 햇살을 향해 곧게 뻗은 한 줄기 길',
      en: 'A single path stretching straight toward the morning sun',
      ja: '朝日に向かってまっすぐ延びる一本の道',
      es: 'Un camino que se extiende en línea recta hacia el sol de la mañana',
      fr: 'Un chemin qui file tout droit vers le soleil du matin',
    }),
    articles: [
      {
        title: {
          ko: '참여 방법',
          en: 'How to take part',
          ja: '参加方法',
          es: 'Cómo participar',
          fr: 'Comment participer',
        },
        body: {
          ko: html(
            '<p>28일 출석 체크 행사에는 아트리움 기념관 회원이라면 누구나 참여하실 수 있으며, 기념관에 직접 오시지 않아도 됩니다. 어디에 계시든 하루 한 번, 잠시 마음을 모으는 시간을 함께 나누고자 이 행사를 마련했습니다.</p>',
            '<ol><li>기념관 누리집이나 앱에 회원 계정으로 로그인합니다.</li><li>‘행사’ 메뉴에서 ‘28일 출석 체크’를 엽니다.</li><li>‘오늘 출석하기’ 버튼을 누르면 그날의 선물이 선물함에 담깁니다.</li></ol>',
            '<p>지난 4월 10일에 출시된 아트리움 기념관 앱을 이용하시면 더욱 편리합니다. 앱에서 알림을 켜 두시면 매일 아침 출석을 잊지 않도록 알려 드리고, 그날의 선물도 바로 확인하실 수 있습니다.</p>',
            '<p>아직 회원이 아니신 분은 누리집에서 간단히 가입하신 뒤 바로 참여하실 수 있습니다. 행사 기간 중 언제 시작하셔도 좋습니다.</p>',
          ),
          en: html(
            '<p>Every member of Atrium Memorial is welcome to take part in the 28-day check-in event, and there is no need to come to the memorial in person. Wherever you are, we hope it will offer you a brief moment each day to gather your thoughts with us.</p>',
            '<ol><li>Sign in to the memorial’s website or app with your member account.</li><li>Open “28-Day Check-in” in the Events menu.</li><li>Tap “Check in today”, and the day’s gift is placed in your gift box.</li></ol>',
            '<p>The easiest way to join is with the Atrium Memorial app, released on April 10. Turn on notifications and the app will remind you each morning and show you the day’s gift straight away.</p>',
            '<p>Not a member yet? You can sign up on our website in a few minutes and start right away. You may begin at any point during the event.</p>',
          ),
          ja: html(
            '<p>28日間の出席チェックイベントには、アトリウム記念館の会員であればどなたでもご参加いただけます。記念館へお越しいただく必要はありません。どこにいらしても、一日に一度、心を静めるひとときをご一緒できればとの思いから企画しました。</p>',
            '<ol><li>記念館のウェブサイトまたはアプリに会員アカウントでログインします。</li><li>「イベント」メニューから「28日間出席チェック」を開きます。</li><li>「今日の出席」ボタンを押すと、その日のプレゼントがプレゼントボックスに届きます。</li></ol>',
            '<p>4月10日にリリースされたアトリウム記念館アプリをご利用いただくと、さらに便利です。通知をオンにしておくと毎朝お知らせが届き、その日のプレゼントもすぐにご確認いただけます。</p>',
            '<p>まだ会員でない方も、ウェブサイトで簡単にご登録いただければ、すぐにご参加いただけます。イベント期間中であれば、いつから始めていただいても構いません。</p>',
          ),
          es: html(
            '<p>Todos los miembros del Memorial Atrium pueden participar en el evento de asistencia diaria de 28 días, sin necesidad de desplazarse al memorial. Dondequiera que se encuentre, deseamos ofrecerle cada día un breve momento de recogimiento para compartirlo con nosotros.</p>',
            '<ol><li>Inicie sesión con su cuenta de miembro en el sitio web o en la aplicación del memorial.</li><li>Abra «Asistencia de 28 días» en el menú Eventos.</li><li>Pulse «Registrar asistencia de hoy» y el obsequio del día se guardará en su caja de regalos.</li></ol>',
            '<p>La forma más cómoda de participar es la aplicación del Memorial Atrium, disponible desde el 10 de abril. Si activa las notificaciones, le enviará un recordatorio cada mañana y podrá ver al instante el obsequio del día.</p>',
            '<p>¿Todavía no es miembro? Puede registrarse en nuestro sitio web en unos minutos y empezar de inmediato. Puede sumarse en cualquier momento durante el evento.</p>',
          ),
          fr: html(
            '<p>Tous les membres du Mémorial Atrium peuvent participer à l’événement de présence quotidienne sur 28 jours, sans avoir à se rendre au mémorial. Où que vous soyez, nous souhaitons vous offrir chaque jour un bref moment de recueillement à partager avec nous.</p>',
            '<ol><li>Connectez-vous avec votre compte de membre sur le site ou dans l’application du mémorial.</li><li>Ouvrez « Présence sur 28 jours » dans le menu Événements.</li><li>Appuyez sur « Pointer ma présence » : le cadeau du jour est déposé dans votre boîte à cadeaux.</li></ol>',
            '<p>Le plus simple est d’utiliser l’application du Mémorial Atrium, disponible depuis le 10 avril. Si vous activez les notifications, elle vous fera signe chaque matin et vous montrera aussitôt le cadeau du jour.</p>',
            '<p>Vous n’êtes pas encore membre ? Inscrivez-vous en quelques minutes sur notre site et commencez sans attendre. Vous pouvez rejoindre l’événement à tout moment.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '날마다 받는 선물',
          en: 'A gift every day',
          ja: '毎日のプレゼント',
          es: 'Un obsequio cada día',
          fr: 'Un cadeau chaque jour',
        },
        body: {
          ko: html(
            '<p>출석을 체크하시면 그날의 선물이 앱과 누리집의 선물함에 담깁니다. 날마다 다른 선물이 기다리고 있으니, 내일은 어떤 선물이 열릴지 기대해 주십시오.</p>',
            '<ul><li>설립자 전시실의 유물을 담은 휴대폰 배경 화면</li><li>기념 정원의 사계절을 담은 디지털 엽서</li><li>하루를 여는 짧은 묵상 글과 낭독 음성</li><li>웹툰 「솔이와 기억의 정원」의 미공개 그림</li></ul>',
            '<h3>출석 횟수에 따른 특별 선물</h3>',
            '<p>출석 7회에는 기념관 책갈피 세트, 14회에는 가을 특별전 도록, 21회에는 기념 정원의 들꽃 씨앗 꾸러미를 드리며, 28회를 모두 채우신 분께는 기념관 로고를 새긴 기념 수첩을 드립니다. 특별 선물은 12월 27일까지 중앙 홀 안내 데스크에서 앱의 선물함 화면을 보여 주시면 받으실 수 있습니다.</p>',
            '<p>특별 선물은 수량이 한정되어 있어, 모두 소진되면 비슷한 선물로 대신해 드릴 수 있습니다. 너그러운 양해 부탁드립니다.</p>',
          ),
          en: html(
            '<p>Each time you check in, the day’s gift is placed in your gift box in the app and on the website. A different gift is waiting every day, so we hope you will look forward to discovering tomorrow’s.</p>',
            '<ul><li>Phone wallpapers featuring objects from the Founders’ Gallery</li><li>Digital postcards of the Memorial Garden through the seasons</li><li>Short reflections to begin the day, to read or to listen to</li><li>Unpublished drawings from the webtoon <em>Sol and the Garden of Memories</em></li></ul>',
            '<h3>Special gifts along the way</h3>',
            '<p>At 7 check-ins you will receive a set of bookmarks, at 14 the catalogue of the autumn special exhibition, at 21 a packet of wildflower seeds from the Memorial Garden, and on completing all 28, a notebook embossed with the memorial’s logo. Special gifts can be collected until December 27 at the information desk in the Main Hall: simply show the gift box screen in the app.</p>',
            '<p>Special gifts are available in limited numbers; should one run out, we may offer a similar gift in its place. Thank you for your understanding.</p>',
          ),
          ja: html(
            '<p>出席チェックをすると、その日のプレゼントがアプリとウェブサイトのプレゼントボックスに届きます。毎日違うプレゼントをご用意していますので、明日は何が届くのか、どうぞ楽しみにお待ちください。</p>',
            '<ul><li>創設者展示室の収蔵品をあしらったスマートフォン用壁紙</li><li>記念庭園の四季を写したデジタル絵はがき</li><li>一日の始まりに読む短い黙想の言葉と朗読音声</li><li>ウェブトゥーン「ソルと記憶の庭」の未公開イラスト</li></ul>',
            '<h3>出席回数に応じた特別なプレゼント</h3>',
            '<p>出席7回で記念館のしおりセット、14回で秋の特別展の図録、21回で記念庭園の野の花の種をお贈りし、28回すべてを達成された方には記念館のロゴを型押しした手帳を差し上げます。特別なプレゼントは、12月27日までに中央ホールの案内デスクでアプリのプレゼントボックス画面をご提示いただくと、お受け取りいただけます。</p>',
            '<p>特別なプレゼントは数に限りがあり、なくなり次第、同等の品に代えさせていただく場合があります。あらかじめご了承ください。</p>',
          ),
          es: html(
            '<p>Cada vez que registre su asistencia, el obsequio del día se guardará en su caja de regalos de la aplicación y del sitio web. Cada día le espera un regalo distinto: le invitamos a descubrir el de mañana.</p>',
            '<ul><li>Fondos de pantalla con objetos de la Galería de los Fundadores</li><li>Postales digitales del Jardín del Recuerdo a lo largo de las estaciones</li><li>Breves reflexiones para empezar el día, por escrito y en audio</li><li>Ilustraciones inéditas del webtoon <em>Sol y el jardín de los recuerdos</em></li></ul>',
            '<h3>Regalos especiales en el camino</h3>',
            '<p>Al llegar a 7 registros recibirá un juego de marcapáginas; a los 14, el catálogo de la exposición especial de otoño; a los 21, un sobre de semillas de flores silvestres del Jardín del Recuerdo; y, si completa los 28, una libreta con el logotipo del memorial grabado. Podrá recoger los regalos especiales hasta el 27 de diciembre en el mostrador de información de la Gran Sala, mostrando la pantalla de su caja de regalos en la aplicación.</p>',
            '<p>Los regalos especiales son limitados; si alguno se agotara, podríamos sustituirlo por otro similar. Le agradecemos su comprensión.</p>',
          ),
          fr: html(
            '<p>Chaque fois que vous pointez votre présence, le cadeau du jour est déposé dans votre boîte à cadeaux, dans l’application et sur le site. Un cadeau différent vous attend chaque jour : à vous de découvrir celui de demain.</p>',
            '<ul><li>Des fonds d’écran représentant des objets de la galerie des fondateurs</li><li>Des cartes postales numériques du jardin du souvenir au fil des saisons</li><li>De courtes méditations pour bien commencer la journée, à lire ou à écouter</li><li>Des dessins inédits du webtoon <em>Sol et le jardin des souvenirs</em></li></ul>',
            '<h3>Des cadeaux spéciaux en chemin</h3>',
            '<p>À 7 jours de présence, vous recevrez un lot de marque-pages ; à 14, le catalogue de l’exposition d’automne ; à 21, un sachet de graines de fleurs sauvages du jardin du souvenir ; et si vous allez jusqu’à 28, un carnet frappé du logo du mémorial. Les cadeaux spéciaux sont à retirer jusqu’au 27 décembre à l’accueil du Grand Hall, sur simple présentation de votre boîte à cadeaux dans l’application.</p>',
            '<p>Les cadeaux spéciaux sont disponibles en nombre limité ; si l’un d’eux venait à manquer, nous pourrions le remplacer par un cadeau équivalent. Merci de votre compréhension.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '참여 전에 알아 두실 점',
          en: 'Good to know',
          ja: 'ご参加の前に',
          es: 'Antes de participar',
          fr: 'Bon à savoir',
        },
        body: {
          ko: html(
            '<p>출석은 하루에 한 번만 체크하실 수 있으며, 날짜는 한국 시간 자정을 기준으로 바뀝니다. 해외에 계신 분은 현지 시간과 다를 수 있으니 참고해 주십시오.</p>',
            '<ul><li>하루를 거르셔도 그동안의 출석 기록은 사라지지 않으며, 출석 횟수는 이어서 쌓입니다.</li><li>한 분이 여러 계정으로 참여하실 수는 없습니다.</li><li>기념관 휴관일인 월요일에도 온라인 출석은 평소와 같이 하실 수 있습니다.</li></ul>',
            '<p>행사 기간 중 궁금하신 점은 누리집의 문의하기를 이용하시거나 안내 데스크에 말씀해 주십시오.</p>',
            '<p>본부는 여러분이 하루하루 내딛는 작은 걸음과 함께하겠습니다. 28일 동안 날마다 잠시 멈추어 믿음의 길을 돌아보는 시간이 되기를 바랍니다.</p>',
          ),
          en: html(
            '<p>You can check in once a day. The day changes at midnight Korea time, so if you live abroad, it may not match your local midnight.</p>',
            '<ul><li>Missing a day does not erase your progress: your check-ins simply carry on adding up.</li><li>Each person may take part with one account only.</li><li>Online check-in works as usual on Mondays, when the memorial itself is closed.</li></ul>',
            '<p>If you have any questions during the event, please use the contact form on our website or ask at the information desk.</p>',
            '<p>The central office is glad to walk alongside you, one small step each day. We hope these 28 days will give you a moment, every day, to pause and look back on the path of faith.</p>',
          ),
          ja: html(
            '<p>出席チェックは1日1回までです。日付は韓国時間の午前0時に切り替わりますので、海外にお住まいの方は現地の時刻と異なる場合があることにご注意ください。</p>',
            '<ul><li>途中で1日休んでも、それまでの記録は消えません。出席回数はそのまま積み重なっていきます。</li><li>お一人で複数のアカウントを使ってご参加いただくことはできません。</li><li>記念館の休館日である月曜日も、オンラインでの出席チェックは通常どおりご利用いただけます。</li></ul>',
            '<p>イベント期間中のお問い合わせは、ウェブサイトのお問い合わせフォームまたは案内デスクまでお寄せください。</p>',
            '<p>本部は、皆さまが一日一日重ねていく小さな歩みに寄り添ってまいります。この28日間が、毎日少しだけ立ち止まり、信仰の歩みを振り返るひとときとなりますように。</p>',
          ),
          es: html(
            '<p>Solo se puede registrar la asistencia una vez al día. El cambio de día se produce a medianoche, hora de Corea; si reside en el extranjero, tenga en cuenta que puede no coincidir con su medianoche local.</p>',
            '<ul><li>Si un día no registra su asistencia, no perderá lo acumulado: sus registros seguirán sumándose.</li><li>Cada persona puede participar con una sola cuenta.</li><li>Los lunes, aunque el memorial permanece cerrado, el registro en línea funciona con normalidad.</li></ul>',
            '<p>Si tiene alguna pregunta durante el evento, utilice el formulario de contacto de nuestro sitio web o consulte en el mostrador de información.</p>',
            '<p>Desde la administración central le acompañamos en cada pequeño paso que dé, día tras día. Deseamos que estos 28 días le regalen cada jornada un momento para detenerse y contemplar el camino de la fe.</p>',
          ),
          fr: html(
            '<p>Vous pouvez pointer votre présence une fois par jour. Le changement de jour a lieu à minuit, heure de Corée : si vous vivez à l’étranger, il peut donc ne pas coïncider avec votre minuit local.</p>',
            '<ul><li>Un jour manqué n’efface pas votre parcours : vos jours de présence continuent simplement de s’additionner.</li><li>Chaque personne ne peut participer qu’avec un seul compte.</li><li>Le lundi, jour de fermeture du mémorial, le pointage en ligne fonctionne normalement.</li></ul>',
            '<p>Pour toute question pendant l’événement, utilisez le formulaire de contact de notre site ou adressez-vous à l’accueil.</p>',
            '<p>L’administration centrale vous accompagne à chaque petit pas, jour après jour. Puissent ces 28 jours vous offrir, chaque jour, un moment pour vous arrêter et contempler le chemin de la foi.</p>',
          ),
        },
        isPublic: true,
      },
    ],
  },

  // 3. The autumn special exhibition, with the new volunteer guides.
  {
    title: {
      ko: '가을 특별전 「계절을 건넌 편지」 개막',
      en: 'Autumn special exhibition “Letters Across the Seasons” opens',
      ja: '秋の特別展「季節を越えた手紙」開幕',
      es: 'Se inaugura la exposición especial de otoño «Cartas a través de las estaciones»',
      fr: 'Ouverture de l’exposition d’automne « Lettres au fil des saisons »',
    },
    summary: {
      ko: '초기 공동체가 주고받은 편지와 일기 120여 점을 소개하는 가을 특별전이 10월 1일부터 12월 27일까지 열립니다. 올가을 새로 시작한 자원봉사 해설사들의 전시 안내도 함께 만나 보십시오.',
      en: 'From October 1 to December 27, our autumn special exhibition presents some 120 letters and diaries exchanged within the early community. Join one of the tours led by our newly trained volunteer guides.',
      ja: '初期の共同体で交わされた手紙や日記約120点を紹介する秋の特別展を、10月1日から12月27日まで開催します。この秋に始まったボランティアガイドによる展示案内も、ぜひご利用ください。',
      es: 'Del 1 de octubre al 27 de diciembre, la exposición especial de otoño presenta unas 120 cartas y diarios de la primera comunidad. Le invitamos también a las visitas guiadas de nuestros nuevos guías voluntarios.',
      fr: 'Du 1er octobre au 27 décembre, l’exposition d’automne présente quelque 120 lettres et journaux échangés au sein de la première communauté. Profitez aussi des visites menées par nos nouveaux guides bénévoles.',
    },
    publishedAt: '2026-10-01T10:00:00+09:00',
    isPublic: true,
    cover: cover(3, 'gallery', [BROWN, GOLD], {
      ko: '금빛 조명 아래 세 점의 액자가 나란히 걸린 특별 전시실',
      en: 'Three frames hanging side by side in the golden light of the exhibition room',
      ja: '金色の光の中、三つの額が並ぶ特別展示室',
      es: 'Tres marcos colgados uno junto a otro bajo la luz dorada de la sala de exposición',
      fr: 'Trois cadres accrochés côte à côte dans la lumière dorée de la salle d’exposition',
    }),
    articles: [
      {
        title: {
          ko: '전시 소개',
          en: 'About the exhibition',
          ja: '展示のご紹介',
          es: 'Sobre la exposición',
          fr: 'À propos de l’exposition',
        },
        body: {
          ko: html(
            '<p>가을 특별전 「계절을 건넌 편지」는 초기 공동체의 구성원들이 서로에게, 그리고 멀리 떨어진 가족에게 보낸 편지와 일기 120여 점을 한자리에 모은 전시입니다. 전시품 대부분은 사료실이 오랫동안 보존해 온 것으로, 그 가운데 절반가량은 이번에 처음 공개됩니다.</p>',
            '<h2>세 개의 장으로 만나는 이야기</h2>',
            '<ul><li><strong>봄, 첫 부름</strong>: 공동체에 처음 발을 들인 이들이 설렘과 두려움을 함께 적어 내려간 편지</li><li><strong>여름, 함께 짓는 손</strong>: 모임터를 세우고 이웃을 돌보던 나날의 기록</li><li><strong>가을, 감사의 열매</strong>: 긴 세월을 함께 걸어온 이들이 남긴 감사와 작별의 글</li></ul>',
            '<p>편지 한 통 한 통에는 당시의 일상과 기도가 고스란히 담겨 있습니다. 빛바랜 글씨도 편히 읽으실 수 있도록 모든 편지에 다섯 개 언어로 옮긴 해설을 곁들였습니다.</p>',
            '<blockquote><p>“오늘 밤에도 작은 등불 하나를 켜 두었습니다. 당신이 돌아올 길을 비추도록.” (전시된 편지 가운데에서)</p></blockquote>',
            '<p>전시는 설립자 전시실의 특별 전시 공간에서 열립니다. 편지를 읽으며 천천히 머무르실 수 있도록 전시실 곳곳에 의자를 두었습니다.</p>',
          ),
          en: html(
            '<p><em>Letters Across the Seasons</em> brings together some 120 letters and diaries written by members of the early community, to one another and to families far away. Most have long been cared for in the Archive Room, and around half are on public display for the first time.</p>',
            '<h2>A story in three chapters</h2>',
            '<ul><li><strong>Spring, the first call</strong>: letters from newcomers to the community, full of both hope and apprehension</li><li><strong>Summer, hands that build together</strong>: records of the days spent raising a meeting house and caring for neighbours</li><li><strong>Autumn, the fruits of gratitude</strong>: words of thanks and farewell from those who walked together for many years</li></ul>',
            '<p>Each letter carries the everyday life and the prayers of its time. To help you read the faded handwriting, every letter is accompanied by a commentary in five languages.</p>',
            '<blockquote><p>“Tonight again I have left a small lamp burning, to light your way home.” (from one of the letters on display)</p></blockquote>',
            '<p>The exhibition is held in the special exhibition space of the Founders’ Gallery. Seats have been placed throughout the rooms, so that you can take your time with the letters.</p>',
          ),
          ja: html(
            '<p>秋の特別展「季節を越えた手紙」は、初期の共同体の人々が互いに、また遠く離れた家族に宛てて書いた手紙や日記、約120点を一堂に集めた展示です。その多くは史料室が長年大切に保存してきたもので、およそ半数が今回初めての公開となります。</p>',
            '<h2>三つの章でたどる物語</h2>',
            '<ul><li><strong>春、最初の呼びかけ</strong>:共同体に加わったばかりの人々が、期待と不安をともに綴った手紙</li><li><strong>夏、ともに築く手</strong>:集会所を建て、隣人を支えた日々の記録</li><li><strong>秋、感謝の実り</strong>:長い年月をともに歩んだ人々が残した、感謝と別れの言葉</li></ul>',
            '<p>一通一通の手紙には、当時の暮らしと祈りがそのまま込められています。色あせた文字も読みやすいよう、すべての手紙に5か国語の解説を添えました。</p>',
            '<blockquote><p>「今夜も小さな灯りをひとつ、ともしておきました。あなたが帰ってくる道を照らすように。」(展示された手紙より)</p></blockquote>',
            '<p>会場は創設者展示室の特別展示スペースです。手紙を読みながらゆっくりお過ごしいただけるよう、展示室の随所に椅子をご用意しています。</p>',
          ),
          es: html(
            '<p><em>Cartas a través de las estaciones</em> reúne unas 120 cartas y diarios que los miembros de la primera comunidad se escribieron entre sí o enviaron a sus familias lejanas. La mayoría se ha conservado durante años en la Sala de Archivo, y cerca de la mitad se expone al público por primera vez.</p>',
            '<h2>Una historia en tres capítulos</h2>',
            '<ul><li><strong>Primavera, la primera llamada</strong>: cartas de quienes acababan de unirse a la comunidad, llenas de ilusión y también de temor</li><li><strong>Verano, manos que construyen juntas</strong>: testimonios de los días en que se levantó la casa de reunión y se cuidó de los vecinos</li><li><strong>Otoño, los frutos de la gratitud</strong>: palabras de agradecimiento y de despedida de quienes caminaron juntos durante muchos años</li></ul>',
            '<p>Cada carta guarda la vida cotidiana y las oraciones de su época. Para facilitar la lectura de la caligrafía desvaída, todas van acompañadas de un comentario en cinco idiomas.</p>',
            '<blockquote><p>«Esta noche he vuelto a dejar encendida una pequeña lámpara, para que ilumine tu camino de regreso». (De una de las cartas expuestas)</p></blockquote>',
            '<p>La exposición se encuentra en el espacio de exposiciones temporales de la Galería de los Fundadores. Hemos dispuesto asientos en las salas para que pueda leer las cartas con calma.</p>',
          ),
          fr: html(
            '<p><em>Lettres au fil des saisons</em> réunit quelque 120 lettres et journaux écrits par les membres de la première communauté, les uns aux autres ou à leurs familles restées au loin. La plupart sont conservés depuis longtemps dans la salle des archives, et près de la moitié sont présentés au public pour la première fois.</p>',
            '<h2>Une histoire en trois chapitres</h2>',
            '<ul><li><strong>Le printemps, premier appel</strong> : les lettres de ceux qui venaient de rejoindre la communauté, entre espoir et appréhension</li><li><strong>L’été, des mains qui bâtissent ensemble</strong> : le récit des jours passés à élever la maison de réunion et à prendre soin des voisins</li><li><strong>L’automne, les fruits de la gratitude</strong> : les mots de remerciement et d’adieu de ceux qui ont cheminé ensemble pendant de longues années</li></ul>',
            '<p>Chaque lettre porte en elle le quotidien et les prières de son époque. Pour vous aider à déchiffrer les écritures pâlies, chacune est accompagnée d’un commentaire en cinq langues.</p>',
            '<blockquote><p>« Ce soir encore, j’ai laissé une petite lampe allumée, pour éclairer ton chemin de retour. » (extrait d’une des lettres exposées)</p></blockquote>',
            '<p>L’exposition se tient dans l’espace d’expositions temporaires de la galerie des fondateurs. Des sièges ont été installés dans les salles pour que vous puissiez lire les lettres à votre rythme.</p>',
          ),
        },
        picture: photo(3, 1, 'light', [BROWN, PALE_GOLD], {
          ko: '어두운 전시실을 가로질러 부드럽게 내려오는 금빛 조명',
          en: 'Soft beams of golden light falling across the darkened exhibition room',
          ja: '薄暗い展示室にやわらかく差し込む金色の光',
          es: 'Haces de luz dorada que caen suavemente sobre la sala de exposición en penumbra',
          fr: 'Des faisceaux de lumière dorée tombant doucement dans la salle d’exposition plongée dans la pénombre',
        }),
        isPublic: true,
      },
      {
        title: {
          ko: '자원봉사 해설사와 함께하는 전시 안내',
          en: 'Tours with our volunteer guides',
          ja: 'ボランティアガイドによる展示案内',
          es: 'Visitas con nuestros guías voluntarios',
          fr: 'Visites avec nos guides bénévoles',
        },
        body: {
          ko: html(
            '<p>올가을부터 자원봉사 해설사 프로그램을 새로 시작합니다. 지난여름 석 달 동안 교육관에서 기념관의 역사와 소장 자료, 관람객을 맞이하는 방법을 배운 자원봉사자 24명이 이번 특별전에서 첫 해설을 맡습니다.</p>',
            '<h3>정기 해설 시간</h3>',
            '<ul><li>화요일부터 일요일까지 매일 오전 11시, 오후 2시(약 40분)</li><li>모이는 곳: 중앙 홀 안내 데스크 앞</li><li>개인 관람객은 예약 없이 참여하실 수 있으며, 10명 이상의 단체는 미리 신청해 주십시오.</li></ul>',
            '<p>해설사들은 대부분 오랫동안 기념관을 찾아온 회원들입니다. 전시품에 얽힌 이야기뿐 아니라 저마다 이곳에서 간직해 온 기억을 함께 나누어, 편지 속 이야기를 한층 가깝게 느끼실 수 있도록 안내해 드립니다.</p>',
            '<p>내년 봄부터 활동할 2기 해설사도 모집합니다. 기념관의 이야기를 다른 이들과 나누고 싶은 분이라면 나이와 경력에 관계없이 지원하실 수 있으며, 11월 30일까지 <a href="https://www.atrium-volunteers.org/guides">아트리움 자원봉사단 누리집</a>에서 신청하실 수 있습니다.</p>',
          ),
          en: html(
            '<p>This autumn we are launching a new volunteer guide program. Over three months this summer, 24 volunteers studied the memorial’s history, its collections and the art of welcoming visitors at the Education Center, and this exhibition marks their first tours.</p>',
            '<h3>Regular tours</h3>',
            '<ul><li>Tuesday to Sunday, at 11 a.m. and 2 p.m. (about 40 minutes)</li><li>Meeting point: in front of the information desk in the Main Hall</li><li>Individual visitors can simply join; groups of ten or more are asked to book in advance.</li></ul>',
            '<p>Most of our guides are members who have been coming to the memorial for many years. Alongside the stories behind the objects, they share their own memories of this place, bringing the letters on display a little closer to you.</p>',
            '<p>We are also looking for a second group of guides to begin next spring. Anyone who would like to share the memorial’s story is welcome to apply, whatever their age or background. Applications are open until November 30 on the <a href="https://www.atrium-volunteers.org/guides">Atrium Volunteer Network website</a>.</p>',
          ),
          ja: html(
            '<p>この秋から、ボランティアガイドのプログラムを新たに始めました。この夏の3か月間、教育館で記念館の歴史や収蔵資料、来館者のお迎えの仕方を学んだボランティア24名が、今回の特別展で初めてのガイドを担当します。</p>',
            '<h3>定時ガイド</h3>',
            '<ul><li>火曜日から日曜日まで、毎日午前11時と午後2時(約40分)</li><li>集合場所:中央ホール案内デスク前</li><li>個人の方は予約なしでご参加いただけます。10名以上の団体は事前にお申し込みください。</li></ul>',
            '<p>ガイドの多くは、長年記念館に通ってきた会員の皆さんです。展示品にまつわる物語だけでなく、それぞれがこの場所で出会った思い出も分かち合いながら、手紙に込められた物語を身近に感じていただけるようご案内します。</p>',
            '<p>来春から活動する第2期ガイドも募集しています。記念館の物語をほかの方と分かち合いたいという方であれば、年齢や経験を問わずご応募いただけます。お申し込みは11月30日まで、<a href="https://www.atrium-volunteers.org/guides">アトリウム・ボランティア会のウェブサイト</a>で受け付けています。</p>',
          ),
          es: html(
            '<p>Este otoño ponemos en marcha un nuevo programa de guías voluntarios. Durante tres meses de este verano, 24 voluntarios se formaron en el Centro Educativo sobre la historia del memorial, sus colecciones y la acogida de los visitantes, y esta exposición es la primera que presentan.</p>',
            '<h3>Visitas regulares</h3>',
            '<ul><li>De martes a domingo, a las 11:00 y a las 14:00 (unos 40 minutos)</li><li>Punto de encuentro: frente al mostrador de información de la Gran Sala</li><li>Los visitantes individuales pueden unirse sin reserva; los grupos de diez o más personas deben reservar con antelación.</li></ul>',
            '<p>La mayoría de nuestros guías son miembros que visitan el memorial desde hace muchos años. Además de las historias de cada objeto, comparten sus propios recuerdos de este lugar, lo que le permitirá sentir más cercanas las cartas expuestas.</p>',
            '<p>También buscamos un segundo grupo de guías que comenzará la próxima primavera. Cualquier persona que desee compartir la historia del memorial puede presentar su candidatura, sin importar su edad ni su experiencia. Puede inscribirse hasta el 30 de noviembre en el <a href="https://www.atrium-volunteers.org/guides">sitio web de la Red de Voluntarios Atrium</a>.</p>',
          ),
          fr: html(
            '<p>Cet automne, nous lançons un nouveau programme de guides bénévoles. Pendant trois mois cet été, 24 bénévoles se sont formés au Centre éducatif à l’histoire du mémorial, à ses collections et à l’accueil des visiteurs : cette exposition est la première qu’ils vous présentent.</p>',
            '<h3>Visites régulières</h3>',
            '<ul><li>Du mardi au dimanche, à 11 h et à 14 h (environ 40 minutes)</li><li>Rendez-vous devant l’accueil du Grand Hall</li><li>Les visiteurs individuels peuvent se joindre librement à la visite ; les groupes de dix personnes ou plus sont priés de réserver.</li></ul>',
            '<p>La plupart de nos guides sont des membres qui fréquentent le mémorial depuis de nombreuses années. Aux histoires des objets exposés, ils mêlent leurs propres souvenirs de ce lieu, pour vous rendre les lettres plus proches encore.</p>',
            '<p>Nous recherchons également une deuxième promotion de guides, qui commencera au printemps prochain. Toute personne désireuse de partager l’histoire du mémorial peut poser sa candidature, quels que soient son âge et son parcours. Les inscriptions sont ouvertes jusqu’au 30 novembre sur le <a href="https://www.atrium-volunteers.org/guides">site du Réseau des bénévoles Atrium</a>.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '관람 안내',
          en: 'Visiting information',
          ja: 'ご観覧案内',
          es: 'Información para la visita',
          fr: 'Informations pratiques',
        },
        body: {
          ko: html(
            '<p>특별전은 기념관 개관 시간인 화요일부터 일요일, 오전 9시 30분부터 오후 5시 30분까지 관람하실 수 있으며, 입장 마감은 오후 5시입니다. 관람료는 받지 않습니다.</p>',
            '<p>전시실은 휠체어로도 불편 없이 둘러보실 수 있으며, 중앙 홀 안내 데스크에서 휠체어와 유아차를 빌려 드립니다. 전시 해설은 아트리움 기념관 앱에서도 다섯 개 언어로 들으실 수 있습니다.</p>',
            '<p>편지와 일기는 빛에 약한 자료여서 전시실 조명을 평소보다 낮추었습니다. 플래시를 쓰지 않으시면 사진을 찍으실 수 있으나, 다른 관람객을 위해 촬영은 짧게 해 주시기 바랍니다.</p>',
            '<p>매주 토요일 오후 3시에는 전시를 준비한 사료실 연구원이 교육관 강당에서 편지에 얽힌 이야기를 들려드립니다(약 50분, 선착순 120명).</p>',
          ),
          en: html(
            '<p>The exhibition is open during the memorial’s usual hours, Tuesday to Sunday from 9:30 a.m. to 5:30 p.m., with last entry at 5 p.m. Admission is free.</p>',
            '<p>The rooms are fully accessible by wheelchair, and wheelchairs and pushchairs can be borrowed at the information desk in the Main Hall. An audio commentary in five languages is also available in the Atrium Memorial app.</p>',
            '<p>Because letters and diaries are sensitive to light, the lighting in the rooms has been kept lower than usual. You are welcome to take photographs without flash, but please keep it brief so that others can enjoy the letters too.</p>',
            '<p>Every Saturday at 3 p.m., a researcher from the Archive Room who helped prepare the exhibition tells the stories behind the letters in the lecture hall of the Education Center (about 50 minutes; 120 seats, first come, first served).</p>',
          ),
          ja: html(
            '<p>特別展は、記念館の開館時間である火曜日から日曜日の午前9時30分から午後5時30分までご覧いただけます(最終入場は午後5時)。観覧料はいただいておりません。</p>',
            '<p>展示室は車椅子でも支障なくご覧いただけます。車椅子とベビーカーは中央ホールの案内デスクで貸し出しています。また、展示解説はアトリウム記念館アプリでも5か国語でお聞きいただけます。</p>',
            '<p>手紙や日記は光に弱い資料のため、展示室の照明をふだんより落としています。フラッシュを使わなければ写真を撮影いただけますが、ほかのお客さまのため、撮影は手短にお願いいたします。</p>',
            '<p>毎週土曜日の午後3時からは、展示を準備した史料室の研究員が、教育館の講堂で手紙にまつわる物語をお話しします(約50分、先着120名)。</p>',
          ),
          es: html(
            '<p>La exposición puede visitarse en el horario habitual del memorial, de martes a domingo, de 9:30 a 17:30; la última entrada es a las 17:00. La entrada es gratuita.</p>',
            '<p>Las salas son totalmente accesibles en silla de ruedas, y en el mostrador de información de la Gran Sala se prestan sillas de ruedas y cochecitos. La aplicación del Memorial Atrium ofrece además una audioguía en cinco idiomas.</p>',
            '<p>Como las cartas y los diarios son sensibles a la luz, la iluminación de las salas es más tenue de lo habitual. Puede tomar fotografías sin flash, pero le rogamos que lo haga con brevedad para que los demás visitantes también puedan disfrutar de las cartas.</p>',
            '<p>Todos los sábados a las 15:00, un investigador de la Sala de Archivo que participó en la preparación de la exposición relata la historia de las cartas en el auditorio del Centro Educativo (unos 50 minutos; 120 plazas por orden de llegada).</p>',
          ),
          fr: html(
            '<p>L’exposition est ouverte aux horaires habituels du mémorial, du mardi au dimanche de 9 h 30 à 17 h 30 ; dernière entrée à 17 h. L’entrée est gratuite.</p>',
            '<p>Les salles sont entièrement accessibles en fauteuil roulant, et des fauteuils ainsi que des poussettes sont prêtés à l’accueil du Grand Hall. Un commentaire audio en cinq langues est également proposé dans l’application du Mémorial Atrium.</p>',
            '<p>Les lettres et les journaux étant sensibles à la lumière, l’éclairage des salles a été abaissé. Les photos sans flash sont autorisées, mais nous vous remercions de ne pas vous attarder afin que chacun puisse profiter des documents.</p>',
            '<p>Chaque samedi à 15 h, un chercheur de la salle des archives ayant participé à la préparation de l’exposition raconte l’histoire de ces lettres dans l’auditorium du Centre éducatif (environ 50 minutes ; 120 places, sans réservation).</p>',
          ),
        },
        isPublic: true,
      },
    ],
  },

  // 4. The archive's new digital collection.
  {
    title: {
      ko: '사료실 디지털 컬렉션 「초기 공동체의 기록」 공개',
      en: 'The Archive Room opens a new digital collection: Records of the Early Community',
      ja: '史料室デジタルコレクション「初期共同体の記録」を公開',
      es: 'La Sala de Archivo presenta su nueva colección digital: «Testimonios de la primera comunidad»',
      fr: 'Nouvelle collection numérique de la salle des archives : « Mémoires de la première communauté »',
    },
    summary: {
      ko: '사료실이 소장한 편지와 사진, 모임 기록, 녹음 자료 3,200여 점을 디지털로 옮겨, 누리집과 앱에서 누구나 보실 수 있도록 공개했습니다.',
      en: 'More than 3,200 letters, photographs, meeting records and sound recordings from the Archive Room have been digitised and can now be explored by everyone on our website and in the app.',
      ja: '史料室が所蔵する手紙や写真、集会記録、録音資料など3,200点余りをデジタル化し、ウェブサイトとアプリでどなたでもご覧いただけるよう公開しました。',
      es: 'Más de 3200 cartas, fotografías, actas y grabaciones de la Sala de Archivo han sido digitalizadas y ya pueden consultarse libremente en nuestro sitio web y en la aplicación.',
      fr: 'Plus de 3\u00a0200 lettres, photographies, comptes rendus de réunions et enregistrements de la salle des archives ont été numérisés et sont désormais consultables par tous sur notre site et dans l’application.',
    },
    publishedAt: '2026-09-08T10:00:00+09:00',
    isPublic: true,
    cover: cover(4, 'book', [NAVY, STONE], {
      ko: '푸른빛 속에 펼쳐진 오래된 기록철',
      en: 'An old record book lying open in a cool blue light',
      ja: '青い光の中に開かれた古い記録簿',
      es: 'Un antiguo libro de registros abierto bajo una luz azul y fría',
      fr: 'Un ancien registre ouvert dans une lumière bleutée',
    }),
    articles: [
      {
        title: {
          ko: '컬렉션 소개',
          en: 'What the collection holds',
          ja: 'コレクションの内容',
          es: 'Qué contiene la colección',
          fr: 'Ce que contient la collection',
        },
        body: {
          ko: html(
            '<p>사료실은 2012년부터 소장 자료의 디지털화를 꾸준히 진행해 왔습니다. 이번에 공개하는 「초기 공동체의 기록」은 그 첫 결실로, 공동체가 처음 세워진 무렵부터 기념관이 문을 열기까지의 자료를 모았습니다.</p>',
            '<ul><li><strong>편지와 일기</strong> 1,400여 점: 원본 이미지와 함께 옮겨 적은 글을 실었습니다.</li><li><strong>사진</strong> 1,100여 점: 모임과 행사, 일상의 모습을 담은 흑백 사진입니다.</li><li><strong>모임 기록</strong> 600여 점: 정기 모임의 회의록과 소식지입니다.</li><li><strong>녹음 자료</strong> 100여 점: 초기 구성원들의 증언과 노래를 복원한 음성입니다.</li></ul>',
            '<p>모든 자료에는 작성 시기와 장소, 내용 요약을 다섯 개 언어로 덧붙였습니다. 이름이 드러나는 개인 기록은 가족의 동의를 받은 자료만 공개하였습니다.</p>',
            '<p>훼손되기 쉬운 원본은 수장고에서 안전하게 보존하고, 그 안에 담긴 이야기는 더 많은 분과 나누는 것이 이번 공개의 목적입니다. 가을 특별전 「계절을 건넌 편지」에 출품되는 편지들도 전시 개막에 맞추어 컬렉션에 더할 예정입니다.</p>',
          ),
          en: html(
            '<p>Since 2012, the Archive Room has been steadily digitising its collection. <em>Records of the Early Community</em> is the first fruit of that work, gathering material from the community’s earliest days up to the opening of the memorial.</p>',
            '<ul><li><strong>Letters and diaries</strong> (about 1,400): each shown as an image of the original alongside a transcription</li><li><strong>Photographs</strong> (about 1,100): black-and-white pictures of gatherings, celebrations and everyday life</li><li><strong>Meeting records</strong> (about 600): minutes of regular meetings and community newsletters</li><li><strong>Sound recordings</strong> (about 100): restored testimonies and songs of the first members</li></ul>',
            '<p>Every item comes with its date, its place and a short summary in five languages. Personal records that reveal people’s names are published only with the consent of their families.</p>',
            '<p>Our aim is to let the fragile originals rest safely in the stores while sharing the stories they hold with as many people as possible. The letters shown in the autumn special exhibition, <em>Letters Across the Seasons</em>, will join the collection when the exhibition opens.</p>',
          ),
          ja: html(
            '<p>史料室では2012年から、所蔵資料のデジタル化を着実に進めてきました。今回公開する「初期共同体の記録」はその最初の成果で、共同体が生まれた頃から記念館の開館までの資料を収めています。</p>',
            '<ul><li><strong>手紙と日記</strong>(約1,400点):原本の画像とあわせて翻刻を掲載しています。</li><li><strong>写真</strong>(約1,100点):集まりや行事、日々の暮らしを写した白黒写真です。</li><li><strong>集会記録</strong>(約600点):定例会の議事録と会報です。</li><li><strong>録音資料</strong>(約100点):初期の会員たちの証言や歌を修復した音声です。</li></ul>',
            '<p>すべての資料に、作成時期と場所、内容の要約を5か国語で添えました。個人名が分かる記録は、ご家族の同意をいただいたものに限って公開しています。</p>',
            '<p>傷みやすい原本は収蔵庫で大切に保管しながら、そこに込められた物語をより多くの方と分かち合うことが、今回の公開の目的です。秋の特別展「季節を越えた手紙」に出品される手紙も、開幕にあわせてコレクションに加える予定です。</p>',
          ),
          es: html(
            '<p>Desde 2012, la Sala de Archivo digitaliza sus fondos de manera constante. <em>Testimonios de la primera comunidad</em> es el primer fruto de ese trabajo y reúne documentos desde los primeros días de la comunidad hasta la apertura del memorial.</p>',
            '<ul><li><strong>Cartas y diarios</strong> (unos 1400): cada documento se muestra con la imagen del original y su transcripción.</li><li><strong>Fotografías</strong> (unas 1100): imágenes en blanco y negro de reuniones, celebraciones y escenas cotidianas.</li><li><strong>Actas</strong> (unas 600): actas de las reuniones periódicas y boletines de la comunidad.</li><li><strong>Grabaciones sonoras</strong> (unas 100): testimonios y cantos de los primeros miembros, ya restaurados.</li></ul>',
            '<p>Cada documento incluye su fecha, su lugar y un breve resumen en cinco idiomas. Los documentos personales en los que aparecen nombres solo se publican con el consentimiento de las familias.</p>',
            '<p>Nuestro propósito es que los frágiles originales descansen seguros en los depósitos mientras compartimos con el mayor número de personas las historias que contienen. Las cartas de la exposición especial de otoño, <em>Cartas a través de las estaciones</em>, se incorporarán a la colección cuando se inaugure la exposición.</p>',
          ),
          fr: html(
            '<p>Depuis 2012, la salle des archives numérise patiemment ses fonds. <em>Mémoires de la première communauté</em> en est le premier fruit : la collection rassemble des documents allant des premiers jours de la communauté jusqu’à l’ouverture du mémorial.</p>',
            '<ul><li><strong>Lettres et journaux</strong> (environ 1\u00a0400) : chaque document est présenté avec l’image de l’original et sa transcription.</li><li><strong>Photographies</strong> (environ 1\u00a0100) : des clichés en noir et blanc de réunions, de fêtes et de la vie quotidienne.</li><li><strong>Comptes rendus</strong> (environ 600) : procès-verbaux des réunions régulières et bulletins de la communauté.</li><li><strong>Enregistrements sonores</strong> (environ 100) : témoignages et chants des premiers membres, restaurés.</li></ul>',
            '<p>Chaque document est accompagné de sa date, de son lieu et d’un bref résumé en cinq langues. Les documents personnels qui font apparaître des noms ne sont publiés qu’avec l’accord des familles.</p>',
            '<p>Notre souhait est de laisser reposer en sécurité les originaux fragiles, tout en partageant le plus largement possible les histoires qu’ils renferment. Les lettres présentées dans l’exposition d’automne, <em>Lettres au fil des saisons</em>, rejoindront la collection à l’ouverture de l’exposition.</p>',
          ),
        },
        picture: photo(4, 1, 'gallery', [SLATE, STONE], {
          ko: '푸른 회색 벽에 나란히 놓인 세 장의 옛 사진',
          en: 'Three old photographs laid side by side against a blue-grey wall',
          ja: '青みがかった灰色の壁に並んだ三枚の古い写真',
          es: 'Tres fotografías antiguas colocadas una junto a otra sobre una pared gris azulada',
          fr: 'Trois photographies anciennes disposées côte à côte sur un mur gris-bleu',
        }),
        isPublic: true,
      },
      {
        title: {
          ko: '이용 방법',
          en: 'How to use the collection',
          ja: 'ご利用方法',
          es: 'Cómo consultar la colección',
          fr: 'Comment consulter la collection',
        },
        body: {
          ko: html(
            '<p>디지털 컬렉션은 회원 가입 없이 누구나 무료로 이용하실 수 있습니다. 자료의 종류와 시기, 장소, 주제어로 찾아보실 수 있으며, 사진은 확대하여 세부까지 살펴보실 수 있습니다.</p>',
            '<p>지난 4월 10일에 출시된 아트리움 기념관 앱에서도 같은 자료를 보실 수 있습니다. 마음에 드는 자료를 ‘보관함’에 담아 두시면 나중에 다시 찾아보기 편리하며, 녹음 자료는 화면을 끈 채로도 들으실 수 있습니다.</p>',
            '<h3>자료를 이용하실 때</h3>',
            '<ul><li>개인 학습과 연구, 교육을 위해서라면 자유롭게 인용하실 수 있습니다. 이때 ‘아트리움 기념관 사료실 소장’이라고 출처를 밝혀 주십시오.</li><li>출판이나 전시 등에 고해상도 이미지가 필요하신 경우 사료실에 따로 신청해 주십시오.</li></ul>',
            '<p>자료에 대해 더 알고 계신 내용이 있거나 사진 속 장소와 인물을 알아보신 분은 각 자료 화면의 ‘정보 보내기’ 버튼으로 알려 주십시오. 자세한 이용 안내는 <a href="https://archives.atrium-foundation.org/digital">아트리움 신앙사 자료원 누리집</a>에서 보실 수 있습니다.</p>',
          ),
          en: html(
            '<p>The digital collection is free and open to everyone, with no need to sign up. You can search by type of material, period, place or keyword, and zoom into photographs to study every detail.</p>',
            '<p>The same material is available in the Atrium Memorial app, released on April 10. Save the items you like to your favourites to find them again easily, and listen to the sound recordings even with your screen switched off.</p>',
            '<h3>Using the material</h3>',
            '<ul><li>You are free to quote from the collection for personal study, research and teaching. Please credit it as “Archive Room, Atrium Memorial”.</li><li>If you need high-resolution images for a publication or an exhibition, please send a request to the Archive Room.</li></ul>',
            '<p>If you know more about an item, or recognise a place or a face in a photograph, please tell us with the “Send information” button on the item’s page. Full guidelines are available on the <a href="https://archives.atrium-foundation.org/digital">Atrium Archives of Faith History website</a>.</p>',
          ),
          ja: html(
            '<p>デジタルコレクションは、会員登録なしでどなたでも無料でご利用いただけます。資料の種類や時期、場所、キーワードから検索でき、写真は拡大して細部までご覧いただけます。</p>',
            '<p>4月10日にリリースされたアトリウム記念館アプリでも、同じ資料をご覧いただけます。気になる資料を「お気に入り」に保存しておけば後から簡単に見返すことができ、録音資料は画面を消したままでもお聞きいただけます。</p>',
            '<h3>資料のご利用にあたって</h3>',
            '<ul><li>個人の学習や研究、教育を目的とする場合は、自由に引用していただけます。その際は「アトリウム記念館史料室所蔵」と出典を明記してください。</li><li>出版や展示などで高解像度の画像が必要な場合は、史料室まで別途お申し込みください。</li></ul>',
            '<p>資料について詳しくご存じの方や、写真に写っている場所・人物にお心当たりのある方は、各資料のページにある「情報を送る」ボタンからお知らせください。詳しいご利用案内は<a href="https://archives.atrium-foundation.org/digital">アトリウム信仰史資料院のウェブサイト</a>でご覧いただけます。</p>',
          ),
          es: html(
            '<p>La colección digital es gratuita y está abierta a todo el mundo, sin necesidad de registrarse. Puede buscar por tipo de documento, época, lugar o palabra clave, y ampliar las fotografías para apreciar cada detalle.</p>',
            '<p>Los mismos documentos están disponibles en la aplicación del Memorial Atrium, lanzada el 10 de abril. Guarde en sus favoritos los que le interesen para volver a ellos fácilmente, y escuche las grabaciones incluso con la pantalla apagada.</p>',
            '<h3>Uso de los documentos</h3>',
            '<ul><li>Puede citar libremente la colección con fines de estudio personal, investigación o enseñanza, indicando como fuente «Sala de Archivo del Memorial Atrium».</li><li>Si necesita imágenes en alta resolución para una publicación o una exposición, envíe una solicitud a la Sala de Archivo.</li></ul>',
            '<p>Si dispone de más información sobre algún documento, o reconoce un lugar o un rostro en una fotografía, háganoslo saber con el botón «Enviar información» de la página correspondiente. Encontrará las condiciones completas de uso en el <a href="https://archives.atrium-foundation.org/digital">sitio web del Archivo de Historia de la Fe Atrium</a>.</p>',
          ),
          fr: html(
            '<p>La collection numérique est gratuite et ouverte à tous, sans inscription. Vous pouvez effectuer une recherche par type de document, par période, par lieu ou par mot-clé, et agrandir les photographies pour en observer chaque détail.</p>',
            '<p>Les mêmes documents sont accessibles dans l’application du Mémorial Atrium, sortie le 10 avril. Ajoutez à vos favoris ceux qui vous intéressent pour les retrouver facilement, et écoutez les enregistrements même écran éteint.</p>',
            '<h3>Utilisation des documents</h3>',
            '<ul><li>Vous pouvez citer librement la collection à des fins d’étude personnelle, de recherche ou d’enseignement, en mentionnant la source : « Salle des archives du Mémorial Atrium ».</li><li>Pour obtenir des images en haute définition en vue d’une publication ou d’une exposition, adressez une demande à la salle des archives.</li></ul>',
            '<p>Vous en savez davantage sur un document, ou vous reconnaissez un lieu ou un visage sur une photographie ? Faites-le-nous savoir grâce au bouton « Envoyer une information » de la page concernée. Les conditions d’utilisation complètes figurent sur le <a href="https://archives.atrium-foundation.org/digital">site des Archives d’histoire de la foi Atrium</a>.</p>',
          ),
        },
        isPublic: true,
      },
    ],
  },

  // 5. A new webtoon series for children.
  {
    title: {
      ko: '어린이 웹툰 「솔이와 기억의 정원」 연재 시작',
      en: 'New children’s webtoon: Sol and the Garden of Memories',
      ja: '子ども向けウェブトゥーン「ソルと記憶の庭」連載スタート',
      es: 'Nuevo webtoon infantil: «Sol y el jardín de los recuerdos»',
      fr: 'Nouveau webtoon pour enfants : « Sol et le jardin des souvenirs »',
    },
    summary: {
      ko: '기념관을 처음 찾은 열 살 솔이가 정원에서 만난 늙은 참새와 함께 믿음의 역사를 알아 가는 어린이 웹툰을 7월 23일부터 매주 목요일에 연재합니다.',
      en: 'A new episode every Thursday from July 23: ten-year-old Sol discovers the history of faith with the help of an old sparrow she meets in the Memorial Garden.',
      ja: '初めて記念館を訪れた10歳のソルが、庭園で出会った年老いたスズメとともに信仰の歴史を知っていく子ども向けウェブトゥーンを、7月23日から毎週木曜日に連載します。',
      es: 'A partir del 23 de julio, cada jueves un nuevo episodio: Sol, una niña de diez años, descubre la historia de la fe de la mano de un viejo gorrión que conoce en el Jardín del Recuerdo.',
      fr: 'À partir du 23 juillet, un nouvel épisode chaque jeudi : Sol, dix ans, découvre l’histoire de la foi grâce à un vieux moineau rencontré dans le jardin du souvenir.',
    },
    publishedAt: '2026-07-21T10:00:00+09:00',
    isPublic: true,
    cover: cover(5, 'garden', [SAGE, PALE_GOLD], {
      ko: '여름 햇살 아래 동그란 나무들이 늘어선 정원',
      en: 'Round trees lining a garden under the summer sun',
      ja: '夏の日差しの下、丸い木々が並ぶ庭',
      es: 'Árboles redondeados en un jardín bajo el sol de verano',
      fr: 'Des arbres ronds alignés dans un jardin sous le soleil d’été',
    }),
    articles: [
      {
        title: {
          ko: '작품 소개',
          en: 'About the series',
          ja: '作品紹介',
          es: 'Sobre la serie',
          fr: 'À propos de la série',
        },
        body: {
          ko: html(
            '<p>「솔이와 기억의 정원」은 본부가 어린이들을 위해 처음으로 선보이는 웹툰입니다. 여름 방학을 맞아 할머니와 함께 기념관을 찾은 솔이는 기념 정원에서 말을 하는 늙은 참새 ‘짹 할아버지’를 만나고, 정원의 나무와 연못, 오래된 편지에 깃든 이야기를 하나씩 알아 갑니다.</p>',
            '<p>이야기는 모두 12화로 이루어져 있으며, 7월 23일부터 매주 목요일에 한 화씩 공개됩니다. 한 화는 5분 남짓이면 읽을 수 있는 분량으로, 7세에서 12세 어린이가 혼자서도, 가족과 함께도 즐길 수 있도록 만들었습니다.</p>',
            '<h3>이런 이야기를 담았습니다</h3>',
            '<ul><li>나누고 돌보는 마음이 공동체를 어떻게 일구어 왔는지</li><li>소중한 사람을 기억한다는 것은 무엇인지</li><li>작은 약속을 지키는 용기</li></ul>',
            '<p>웹툰은 다섯 개 언어로 제공되며, 매회 끝에는 가족이 함께 이야기 나눌 수 있는 질문을 실었습니다. <a href="https://webtoon.atrium-memorial.org/sol">아트리움 웹툰 누리집</a>과 아트리움 기념관 앱에서 무료로 보실 수 있습니다.</p>',
          ),
          en: html(
            '<p><em>Sol and the Garden of Memories</em> is the central office’s first webtoon made especially for children. Visiting the memorial with her grandmother during the summer holidays, Sol meets Grandpa Chirp, an old talking sparrow, in the Memorial Garden. Together they uncover the stories held by the garden’s trees, its pond and some very old letters.</p>',
            '<p>The series runs to twelve episodes, one published every Thursday from July 23. Each episode takes about five minutes to read and is designed for children aged 7 to 12 to enjoy on their own or with their family.</p>',
            '<h3>What the story is about</h3>',
            '<ul><li>How sharing and caring for one another built a community</li><li>What it means to remember someone dear</li><li>The courage it takes to keep a small promise</li></ul>',
            '<p>The webtoon is available in five languages, and each episode ends with a few questions for families to talk about together. Read it free of charge on the <a href="https://webtoon.atrium-memorial.org/sol">Atrium Webtoons website</a> or in the Atrium Memorial app.</p>',
          ),
          ja: html(
            '<p>「ソルと記憶の庭」は、本部が子どもたちのために初めてお届けするウェブトゥーンです。夏休みにおばあちゃんと記念館を訪れたソルは、記念庭園で言葉を話す年老いたスズメ「チュンじいさん」に出会い、庭の木々や池、古い手紙に込められた物語をひとつずつ知っていきます。</p>',
            '<p>物語は全12話で、7月23日から毎週木曜日に1話ずつ公開します。1話は5分ほどで読める長さで、7歳から12歳のお子さまが一人でも、ご家族と一緒でも楽しめるように作りました。</p>',
            '<h3>こんな物語です</h3>',
            '<ul><li>分かち合い、支え合う心が、どのように共同体を育んできたのか</li><li>大切な人を覚えているとは、どういうことか</li><li>小さな約束を守る勇気</li></ul>',
            '<p>ウェブトゥーンは5か国語でお読みいただけます。各話の最後には、ご家族で話し合える問いかけを載せました。<a href="https://webtoon.atrium-memorial.org/sol">アトリウム・ウェブトゥーンのサイト</a>とアトリウム記念館アプリで、無料でご覧いただけます。</p>',
          ),
          es: html(
            '<p><em>Sol y el jardín de los recuerdos</em> es el primer webtoon que la administración central crea especialmente para los niños. Durante las vacaciones de verano, Sol visita el memorial con su abuela y, en el Jardín del Recuerdo, conoce al abuelo Pío, un viejo gorrión que habla. Juntos descubren las historias que guardan los árboles del jardín, el estanque y unas cartas muy antiguas.</p>',
            '<p>La serie consta de doce episodios, que se publican cada jueves a partir del 23 de julio. Cada episodio se lee en unos cinco minutos y está pensado para que los niños de 7 a 12 años lo disfruten solos o en familia.</p>',
            '<h3>De qué trata la historia</h3>',
            '<ul><li>Cómo el compartir y el cuidarse unos a otros dieron forma a una comunidad</li><li>Qué significa recordar a un ser querido</li><li>El valor que hace falta para cumplir una pequeña promesa</li></ul>',
            '<p>El webtoon está disponible en cinco idiomas, y cada episodio termina con algunas preguntas para comentar en familia. Puede leerlo gratuitamente en el <a href="https://webtoon.atrium-memorial.org/sol">sitio web de Webtoons Atrium</a> y en la aplicación del Memorial Atrium.</p>',
          ),
          fr: html(
            '<p><em>Sol et le jardin des souvenirs</em> est le premier webtoon que l’administration centrale consacre spécialement aux enfants. En visite au mémorial avec sa grand-mère pendant les vacances d’été, Sol fait la connaissance de Papi Piou, un vieux moineau qui parle, dans le jardin du souvenir. Ensemble, ils découvrent les histoires que renferment les arbres du jardin, son étang et de très vieilles lettres.</p>',
            '<p>La série compte douze épisodes, publiés chaque jeudi à partir du 23 juillet. Chaque épisode se lit en cinq minutes environ et a été conçu pour que les enfants de 7 à 12 ans puissent en profiter seuls ou en famille.</p>',
            '<h3>De quoi parle l’histoire</h3>',
            '<ul><li>Comment le partage et l’attention aux autres ont fait naître une communauté</li><li>Ce que signifie se souvenir d’un être cher</li><li>Le courage qu’il faut pour tenir une petite promesse</li></ul>',
            '<p>Le webtoon est proposé en cinq langues, et chaque épisode se termine par quelques questions à partager en famille. Vous pouvez le lire gratuitement sur le <a href="https://webtoon.atrium-memorial.org/sol">site Webtoons Atrium</a> et dans l’application du Mémorial Atrium.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '가족 함께 읽기 모임',
          en: 'Family reading sessions',
          ja: '親子で読む会',
          es: 'Sesiones de lectura en familia',
          fr: 'Séances de lecture en famille',
        },
        body: {
          ko: html(
            '<p>연재 시작을 기념하여 여름 방학 동안 교육관에서 ‘가족 함께 읽기 모임’을 엽니다. 교육관 미디어 스튜디오에서 녹음한 낭독에 맞추어 웹툰을 큰 화면으로 함께 읽은 뒤, 이야기에 나오는 장소를 찾아 기념관 곳곳을 걸어 봅니다.</p>',
            '<ul><li>일시: 7월 25일부터 8월 29일까지 매주 토요일 오전 10시 30분, 오후 2시(회당 약 90분)</li><li>장소: 교육관 3층 강의실</li><li>대상: 7세에서 12세 어린이와 보호자, 회당 20가족</li></ul>',
            '<p>모임의 마지막 순서에서는 아이들이 자신만의 한 장면을 직접 그려 봅니다. 완성된 그림은 가을 동안 교육관 복도에 전시하며, 그 가운데 몇 점은 웹툰 마지막 화의 끝 장면에 함께 실을 예정입니다.</p>',
            '<p>참가비는 없으며 재료는 기념관에서 준비합니다. 신청은 누리집의 교육 프로그램 페이지에서 받으며, 자리가 남아 있으면 당일 현장에서도 참여하실 수 있습니다.</p>',
          ),
          en: html(
            '<p>To celebrate the launch, the Education Center is holding family reading sessions during the summer holidays. Families read the webtoon together on a large screen, with a narration recorded in the center’s media studio, and then walk through the memorial in search of the places that appear in the story.</p>',
            '<ul><li>When: every Saturday from July 25 to August 29, at 10:30 a.m. and 2 p.m. (about 90 minutes)</li><li>Where: a classroom on the third floor of the Education Center</li><li>Who: children aged 7 to 12 with their parents or carers, 20 families per session</li></ul>',
            '<p>To close each session, the children draw a scene of their own. Their drawings will be displayed in the Education Center corridor throughout the autumn, and a few of them will appear in the closing pages of the final episode.</p>',
            '<p>Sessions are free of charge, and the memorial provides all materials. Places can be booked on the Education Programs page of our website; if any remain, you are also welcome to join on the day.</p>',
          ),
          ja: html(
            '<p>連載開始を記念して、夏休みの間、教育館で「親子で読む会」を開きます。教育館のメディアスタジオで収録した朗読にあわせてウェブトゥーンを大きな画面で一緒に読み、その後、物語に登場する場所を探しながら記念館の中を歩きます。</p>',
            '<ul><li>日時:7月25日から8月29日までの毎週土曜日、午前10時30分と午後2時(各回約90分)</li><li>会場:教育館3階 講義室</li><li>対象:7歳から12歳のお子さまと保護者の方、各回20組</li></ul>',
            '<p>会の最後には、子どもたちが自分だけの一場面を描きます。完成した絵は秋の間、教育館の廊下に展示し、そのうちの何点かはウェブトゥーン最終話のラストシーンに登場する予定です。</p>',
            '<p>参加費は無料で、材料は記念館でご用意します。お申し込みはウェブサイトの教育プログラムのページで受け付けています。空きがあれば、当日会場でもご参加いただけます。</p>',
          ),
          es: html(
            '<p>Con motivo del estreno, el Centro Educativo organiza sesiones de lectura en familia durante las vacaciones de verano. Las familias leen juntas el webtoon en una pantalla grande, acompañadas de una narración grabada en el estudio multimedia del centro, y después recorren el memorial en busca de los lugares que aparecen en la historia.</p>',
            '<ul><li>Cuándo: todos los sábados del 25 de julio al 29 de agosto, a las 10:30 y a las 14:00 (unos 90 minutos)</li><li>Dónde: un aula de la tercera planta del Centro Educativo</li><li>Para quién: niños de 7 a 12 años con sus padres o acompañantes, 20 familias por sesión</li></ul>',
            '<p>Al final de cada sesión, los niños dibujan una escena propia. Sus dibujos se expondrán en el pasillo del Centro Educativo durante el otoño, y algunos aparecerán en las últimas páginas del episodio final.</p>',
            '<p>La participación es gratuita y el memorial proporciona todos los materiales. Puede reservar su plaza en la página de programas educativos de nuestro sitio web; si quedan plazas libres, también puede sumarse el mismo día.</p>',
          ),
          fr: html(
            '<p>Pour célébrer le lancement de la série, le Centre éducatif organise des séances de lecture en famille pendant les vacances d’été. Les familles lisent ensemble le webtoon sur grand écran, accompagnées d’une narration enregistrée dans le studio du centre, puis parcourent le mémorial à la recherche des lieux qui apparaissent dans l’histoire.</p>',
            '<ul><li>Quand : chaque samedi du 25 juillet au 29 août, à 10 h 30 et à 14 h (environ 90 minutes)</li><li>Où : une salle de classe au troisième étage du Centre éducatif</li><li>Pour qui : les enfants de 7 à 12 ans et leurs parents, 20 familles par séance</li></ul>',
            '<p>Pour clore chaque séance, les enfants dessinent une scène de leur invention. Leurs dessins seront exposés tout l’automne dans le couloir du Centre éducatif, et quelques-uns figureront dans les dernières pages de l’ultime épisode.</p>',
            '<p>La participation est gratuite et le mémorial fournit tout le matériel. Vous pouvez réserver sur la page des programmes éducatifs de notre site ; s’il reste des places, vous pouvez aussi venir le jour même.</p>',
          ),
        },
        picture: photo(5, 2, 'book', [MOCHA, PALE_GOLD], {
          ko: '따뜻한 빛 속에 펼쳐진 그림책',
          en: 'A picture book lying open in warm light',
          ja: '温かな光の中で開かれた絵本',
          es: 'Un libro ilustrado abierto bajo una luz cálida',
          fr: 'Un livre d’images ouvert dans une lumière chaleureuse',
        }),
        isPublic: true,
      },
    ],
  },

  // 6. Renovation of the Memorial Garden.
  {
    title: {
      ko: '기념 정원 새 단장 공사 안내',
      en: 'Renovation of the Memorial Garden',
      ja: '記念庭園の改修工事のお知らせ',
      es: 'Obras de renovación en el Jardín del Recuerdo',
      fr: 'Travaux de rénovation au jardin du souvenir',
    },
    summary: {
      ko: '6월 15일부터 9월 25일까지 기념 정원의 산책길과 연못을 새로 단장합니다. 공사는 두 구역으로 나누어 진행하므로 기간 중에도 정원의 절반은 계속 둘러보실 수 있습니다.',
      en: 'From June 15 to September 25, the paths and pond of the Memorial Garden will be renewed. The work will be carried out in two stages, so half of the garden will remain open throughout.',
      ja: '6月15日から9月25日まで、記念庭園の散策路と池の改修を行います。工事は二つの区域に分けて進めるため、期間中も庭園の半分はご覧いただけます。',
      es: 'Del 15 de junio al 25 de septiembre se renovarán los senderos y el estanque del Jardín del Recuerdo. Las obras se realizarán en dos fases, por lo que la mitad del jardín seguirá abierta durante todo el periodo.',
      fr: 'Du 15 juin au 25 septembre, les allées et l’étang du jardin du souvenir font peau neuve. Les travaux se déroulent en deux temps : la moitié du jardin reste ouverte pendant toute leur durée.',
    },
    publishedAt: '2026-06-02T10:00:00+09:00',
    isPublic: true,
    cover: cover(6, 'water', [GREEN, SAGE], {
      ko: '나무의 초록빛이 비친 연못 위의 잔잔한 물결',
      en: 'Gentle ripples on the garden pond, tinted green by the surrounding trees',
      ja: '周りの木々の緑を映した池の穏やかな波紋',
      es: 'Suaves ondas en el estanque del jardín, teñidas de verde por los árboles cercanos',
      fr: 'De douces rides sur l’étang du jardin, teintées du vert des arbres alentour',
    }),
    articles: [
      {
        title: {
          ko: '이렇게 달라집니다',
          en: 'What will change',
          ja: '改修の内容',
          es: 'Qué va a cambiar',
          fr: 'Ce qui va changer',
        },
        body: {
          ko: html(
            '<p>기념 정원은 문을 연 뒤로 많은 가정이 나무를 심고 가꾸며 함께 일구어 온 곳입니다. 세월이 흐르며 자갈길이 고르지 않게 되고 연못의 돌 가장자리도 곳곳이 낡아, 본부는 올여름 정원을 새로 단장하기로 하였습니다.</p>',
            '<ul><li><strong>산책길</strong>: 약 600미터의 자갈길을 물이 잘 빠지는 평평한 포장으로 바꾸어, 휠체어나 유아차로도 정원 전체를 한 바퀴 도실 수 있게 됩니다.</li><li><strong>연못</strong>: 바닥을 정비하고 돌 가장자리를 보수하며, 물을 맑게 유지하는 순환 장치를 새로 설치합니다.</li><li><strong>쉼터</strong>: 대숲 곁에 그늘막을 갖춘 쉼터를 마련하고, 등받이가 있는 벤치를 늘립니다.</li><li><strong>들풀 화단</strong>: 이 땅에서 자라는 들풀과 야생화를 새로 심습니다.</li></ul>',
            '<p>가정에서 심으신 기념 나무와 그 아래 표석은 한 그루, 한 점도 옮기지 않습니다. 공사 기간에는 나무마다 보호 울타리를 두르고, 정원 관리 담당자가 날마다 상태를 살핍니다.</p>',
            '<p>공사는 정원 조성 경험이 풍부한 전문 업체가 맡으며, 소음이 큰 작업은 관람객이 적은 평일 오전에 마치도록 계획하였습니다.</p>',
          ),
          en: html(
            '<p>Since it first opened, the Memorial Garden has grown through the care of the many families who planted and tended its trees. Over the years, however, the gravel path has become uneven and the stone edges of the pond have worn in places, so the central office has decided to renew the garden this summer.</p>',
            '<ul><li><strong>The path</strong>: the 600-metre gravel loop will be replaced by a smooth, permeable surface, so that the whole circuit can be enjoyed in a wheelchair or with a pushchair.</li><li><strong>The pond</strong>: the bed will be restored, the stone edges repaired and a new circulation system installed to keep the water clear.</li><li><strong>A place to rest</strong>: a shaded shelter will be built beside the bamboo grove, and more benches with backrests will be added.</li><li><strong>The wild grass beds</strong>: native grasses and wildflowers will be replanted.</li></ul>',
            '<p>Not a single memorial tree planted by a family will be moved, nor any of the stones at their feet. During the works, each tree will be protected by a fence and checked daily by our garden staff.</p>',
            '<p>The work has been entrusted to a firm with long experience in garden landscaping, and the noisiest tasks are scheduled for weekday mornings, when there are fewer visitors.</p>',
          ),
          ja: html(
            '<p>記念庭園は開園以来、多くのご家庭が木を植え、手入れを重ねながら、ともに育んできた場所です。長い年月のうちに砂利道に凹凸ができ、池の石積みの縁もところどころ傷んできたため、本部ではこの夏、庭園を改修することにいたしました。</p>',
            '<ul><li><strong>散策路</strong>:約600メートルの砂利道を水はけのよい平らな舗装に改め、車椅子やベビーカーでも庭園をひと巡りできるようにします。</li><li><strong>池</strong>:池底を整え、石積みの縁を補修するとともに、水を澄んだ状態に保つ循環設備を新たに設けます。</li><li><strong>休憩所</strong>:竹林のそばに日よけのある休憩所を設け、背もたれ付きのベンチを増やします。</li><li><strong>野草の花壇</strong>:この土地に自生する野草や草花を植え直します。</li></ul>',
            '<p>ご家庭で植えられた記念樹と、その根元の標石は一つも動かしません。工事期間中は一本一本に保護柵を設け、庭園の担当者が毎日様子を見守ります。</p>',
            '<p>工事は庭園づくりの経験豊かな専門業者が担当し、大きな音の出る作業は、来館者の少ない平日の午前中に終えるよう計画しています。</p>',
          ),
          es: html(
            '<p>Desde su apertura, el Jardín del Recuerdo ha crecido gracias al cuidado de las muchas familias que plantaron y atendieron sus árboles. Con los años, sin embargo, el sendero de grava se ha vuelto irregular y los bordes de piedra del estanque se han desgastado en algunos tramos, por lo que la administración central ha decidido renovar el jardín este verano.</p>',
            '<ul><li><strong>El sendero</strong>: el recorrido de grava de unos 600 metros se sustituirá por un pavimento liso y drenante, para que pueda recorrerse entero en silla de ruedas o con cochecito.</li><li><strong>El estanque</strong>: se acondicionará el fondo, se repararán los bordes de piedra y se instalará un nuevo sistema de circulación que mantendrá el agua limpia.</li><li><strong>Un lugar de descanso</strong>: junto al bosquecillo de bambú se construirá un refugio con sombra y se añadirán más bancos con respaldo.</li><li><strong>Los macizos de hierbas silvestres</strong>: se replantarán con hierbas y flores autóctonas.</li></ul>',
            '<p>No se trasladará ninguno de los árboles conmemorativos plantados por las familias ni las piedras que hay a sus pies. Durante las obras, cada árbol estará protegido por una valla y nuestro personal de jardinería lo revisará a diario.</p>',
            '<p>Las obras se han confiado a una empresa con amplia experiencia en paisajismo, y los trabajos más ruidosos se realizarán por la mañana entre semana, cuando hay menos visitantes.</p>',
          ),
          fr: html(
            '<p>Depuis son ouverture, le jardin du souvenir s’est enrichi grâce aux nombreuses familles qui ont planté et entretenu ses arbres. Avec les années, l’allée de gravier est toutefois devenue irrégulière et les bordures en pierre de l’étang se sont abîmées par endroits : l’administration centrale a donc décidé de rénover le jardin cet été.</p>',
            '<ul><li><strong>L’allée</strong> : la boucle de gravier d’environ 600 mètres sera remplacée par un revêtement lisse et drainant, afin que l’on puisse en faire tout le tour en fauteuil roulant ou avec une poussette.</li><li><strong>L’étang</strong> : le fond sera remis en état, les bordures en pierre restaurées et un nouveau système de circulation installé pour garder l’eau claire.</li><li><strong>Un lieu de repos</strong> : un abri ombragé sera aménagé près du bosquet de bambous, et de nouveaux bancs à dossier seront installés.</li><li><strong>Les massifs d’herbes sauvages</strong> : ils seront replantés d’herbes et de fleurs indigènes.</li></ul>',
            '<p>Aucun des arbres du souvenir plantés par les familles ne sera déplacé, pas plus que les pierres posées à leur pied. Pendant les travaux, chaque arbre sera protégé par une clôture et surveillé chaque jour par nos jardiniers.</p>',
            '<p>Les travaux sont confiés à une entreprise expérimentée dans l’aménagement paysager, et les opérations les plus bruyantes sont prévues en semaine, le matin, lorsque les visiteurs sont moins nombreux.</p>',
          ),
        },
        isPublic: true,
      },
      {
        title: {
          ko: '공사 기간 중 관람 안내',
          en: 'Visiting during the works',
          ja: '工事期間中のご見学について',
          es: 'La visita durante las obras',
          fr: 'Visiter pendant les travaux',
        },
        body: {
          ko: html(
            '<p>공사는 정원을 동쪽과 서쪽 두 구역으로 나누어 차례로 진행합니다. 한쪽 구역을 공사하는 동안 다른 쪽 구역은 평소처럼 둘러보실 수 있습니다.</p>',
            '<ol><li><strong>1단계(6월 15일~7월 31일)</strong>: 연못과 석조 아치가 있는 동쪽 구역을 공사합니다. 매화나무 길과 대숲이 있는 서쪽 구역은 그대로 열려 있습니다.</li><li><strong>2단계(8월 1일~9월 25일)</strong>: 서쪽 구역을 공사하고, 새로 단장한 동쪽 구역을 다시 개방합니다.</li></ol>',
            '<p>공사 구역에 가족의 기념 나무가 있어 찾아보고 싶으신 분은 안내 데스크에 말씀해 주십시오. 정원 관리 담당자가 안전하게 동행해 드립니다.</p>',
            '<p>모든 공사는 9월 25일에 마무리되며, 새롭게 단장한 정원은 9월 26일 토요일부터 전체를 다시 개방할 예정입니다. 공사 기간 동안 불편을 드리는 점 너그러이 양해해 주시기 바랍니다.</p>',
          ),
          en: html(
            '<p>The garden will be divided into an eastern and a western section, renovated one after the other. While one section is closed, the other remains open as usual.</p>',
            '<ol><li><strong>Stage 1 (June 15 to July 31)</strong>: work on the eastern section, with the pond and the stone arch. The western section, with the plum-tree walk and the bamboo grove, stays open.</li><li><strong>Stage 2 (August 1 to September 25)</strong>: work on the western section, while the renewed eastern section reopens.</li></ol>',
            '<p>If your family’s memorial tree stands in a closed section and you would like to visit it, please ask at the information desk. A member of our garden staff will gladly accompany you.</p>',
            '<p>All work is due to finish on September 25, and the renewed garden will reopen in full on Saturday, September 26. We apologise for any inconvenience and thank you for your patience.</p>',
          ),
          ja: html(
            '<p>工事は庭園を東と西の二つの区域に分け、順番に進めます。一方の区域を工事している間も、もう一方の区域はふだんどおりご覧いただけます。</p>',
            '<ol><li><strong>第1期(6月15日~7月31日)</strong>:池と石造りのアーチがある東側の区域を工事します。梅の小道と竹林のある西側の区域は、そのままご利用いただけます。</li><li><strong>第2期(8月1日~9月25日)</strong>:西側の区域を工事し、改修を終えた東側の区域を再び開放します。</li></ol>',
            '<p>工事区域にご家族の記念樹があり、お訪ねになりたい方は案内デスクにお申し出ください。庭園の担当者が安全にご案内いたします。</p>',
            '<p>すべての工事は9月25日に完了し、新しくなった庭園は9月26日(土)から全面的に再開する予定です。工事期間中はご不便をおかけしますが、何とぞご理解のほどお願い申し上げます。</p>',
          ),
          es: html(
            '<p>El jardín se dividirá en una zona este y una zona oeste, que se renovarán una tras otra. Mientras una de ellas permanezca cerrada, la otra seguirá abierta con normalidad.</p>',
            '<ol><li><strong>Primera fase (del 15 de junio al 31 de julio)</strong>: obras en la zona este, donde se encuentran el estanque y el arco de piedra. La zona oeste, con el paseo de los ciruelos y el bosquecillo de bambú, seguirá abierta.</li><li><strong>Segunda fase (del 1 de agosto al 25 de septiembre)</strong>: obras en la zona oeste y reapertura de la zona este ya renovada.</li></ol>',
            '<p>Si el árbol conmemorativo de su familia se encuentra en una zona cerrada y desea visitarlo, diríjase al mostrador de información. Un miembro de nuestro personal de jardinería le acompañará con mucho gusto.</p>',
            '<p>Está previsto que las obras concluyan el 25 de septiembre y que el jardín renovado vuelva a abrir por completo el sábado 26 de septiembre. Le pedimos disculpas por las molestias y le agradecemos su paciencia.</p>',
          ),
          fr: html(
            '<p>Le jardin sera divisé en deux secteurs, est et ouest, rénovés l’un après l’autre. Pendant que l’un est fermé, l’autre reste ouvert comme à l’accoutumée.</p>',
            '<ol><li><strong>Première phase (du 15 juin au 31 juillet)</strong> : travaux dans le secteur est, où se trouvent l’étang et l’arche de pierre. Le secteur ouest, avec l’allée des pruniers et le bosquet de bambous, reste accessible.</li><li><strong>Deuxième phase (du 1er août au 25 septembre)</strong> : travaux dans le secteur ouest et réouverture du secteur est rénové.</li></ol>',
            '<p>Si l’arbre du souvenir de votre famille se trouve dans un secteur fermé et que vous souhaitez vous y rendre, adressez-vous à l’accueil : l’un de nos jardiniers se fera un plaisir de vous accompagner.</p>',
            '<p>Les travaux doivent s’achever le 25 septembre, et le jardin rénové rouvrira entièrement le samedi 26 septembre. Nous vous prions de nous excuser pour la gêne occasionnée et vous remercions de votre patience.</p>',
          ),
        },
        picture: photo(6, 2, 'path', [GREEN, SAGE], {
          ko: '해를 향해 초록 잔디 사이로 뻗어 나간 정원 산책길',
          en: 'A garden path stretching between green lawns toward the sun',
          ja: '太陽に向かって緑の芝生の間をのびる庭園の散策路',
          es: 'Un sendero del jardín que se extiende entre el césped verde hacia el sol',
          fr: 'Une allée du jardin qui s’étire entre les pelouses vertes, vers le soleil',
        }),
        isPublic: true,
      },
      {
        // Kept non-public until the programme is confirmed.
        title: {
          ko: '정원 재개방 기념 모임 (준비 중)',
          en: 'Garden reopening gathering (in preparation)',
          ja: '庭園再開記念の集い(準備中)',
          es: 'Encuentro por la reapertura del jardín (en preparación)',
          fr: 'Rencontre pour la réouverture du jardin (en préparation)',
        },
        body: {
          ko: html(
            '<p>새롭게 단장한 기념 정원을 다시 여는 9월 26일 토요일 오전에, 기념 나무를 심은 가정과 회원 여러분을 모시고 조촐한 모임을 열고자 합니다. 세부 순서는 아직 정하는 중이며, 확정되는 대로 이 글을 공개하겠습니다.</p>',
            '<h3>현재 검토 중인 순서</h3>',
            '<ul><li>중앙 홀에서 드리는 짧은 묵상과 인사</li><li>공사를 맡은 이들과 정원 관리 담당자가 들려주는 새 정원 이야기</li><li>참가자들이 함께 연못가에 들풀을 심는 시간</li></ul>',
            '<p>모임은 한 시간 남짓으로 계획하고 있으며, 모임을 마친 뒤에는 참가자들이 새 산책길을 자유롭게 걸으며 정원을 둘러보실 수 있도록 할 예정입니다.</p>',
            '<p>기념 나무가 있는 가정에는 8월 중에 초대장을 보내 드릴 예정입니다. 초대 범위와 인원, 비가 올 때의 진행 방법은 시설팀과 협의한 뒤 확정합니다.</p>',
          ),
          en: html(
            '<p>On the morning of Saturday, September 26, when the renewed Memorial Garden reopens, we plan to hold a small gathering for the families who have planted memorial trees and for our members. The programme is still being prepared, and this article will be published as soon as it is confirmed.</p>',
            '<h3>Programme under consideration</h3>',
            '<ul><li>A short reflection and words of welcome in the Main Hall</li><li>The story of the new garden, told by those who built it and by our garden staff</li><li>Planting wild grasses together at the edge of the pond</li></ul>',
            '<p>The gathering is planned to last a little over an hour. Afterwards, participants will be free to walk the new path and explore the garden at their own pace.</p>',
            '<p>Invitations are to be sent to families with memorial trees during August. The guest list, the number of places and the arrangements in case of rain will be settled with the facilities team.</p>',
          ),
          ja: html(
            '<p>新しくなった記念庭園を再開する9月26日(土)の午前に、記念樹を植えられたご家庭と会員の皆さまをお招きして、ささやかな集いを開きたいと考えています。詳しい次第は現在検討中で、確定しだいこの記事を公開します。</p>',
            '<h3>現在検討中の次第</h3>',
            '<ul><li>中央ホールでの短い黙想とごあいさつ</li><li>工事に携わった方々と庭園担当者による、新しい庭園のお話</li><li>参加者がともに池のほとりに野草を植えるひととき</li></ul>',
            '<p>集いは1時間あまりを予定しており、終了後は参加者の皆さまに新しい散策路を自由に歩いて、庭園をゆっくりご覧いただけるようにする予定です。</p>',
            '<p>記念樹のあるご家庭には、8月中に招待状をお送りする予定です。招待の範囲と人数、雨天時の進め方については、施設チームと協議のうえ決定します。</p>',
          ),
          es: html(
            '<p>La mañana del sábado 26 de septiembre, cuando reabra el Jardín del Recuerdo renovado, tenemos previsto celebrar un sencillo encuentro con las familias que han plantado árboles conmemorativos y con nuestros miembros. El programa aún está en preparación; este artículo se publicará en cuanto se confirme.</p>',
            '<h3>Programa en estudio</h3>',
            '<ul><li>Un breve momento de recogimiento y unas palabras de bienvenida en la Gran Sala</li><li>La historia del nuevo jardín, contada por quienes lo construyeron y por nuestro personal de jardinería</li><li>Plantación conjunta de hierbas silvestres a orillas del estanque</li></ul>',
            '<p>Está previsto que el encuentro dure algo más de una hora. Después, los participantes podrán recorrer libremente el nuevo sendero y descubrir el jardín a su ritmo.</p>',
            '<p>Las invitaciones se enviarán en agosto a las familias con árboles conmemorativos. La lista de invitados, el número de plazas y la alternativa en caso de lluvia se acordarán con el equipo de instalaciones.</p>',
          ),
          fr: html(
            '<p>Le samedi 26 septembre au matin, jour de la réouverture du jardin du souvenir rénové, nous souhaitons organiser une rencontre simple avec les familles qui ont planté un arbre du souvenir et avec nos membres. Le programme est encore en préparation ; cet article sera publié dès qu’il sera arrêté.</p>',
            '<h3>Programme envisagé</h3>',
            '<ul><li>Un bref temps de recueillement et quelques mots d’accueil dans le Grand Hall</li><li>L’histoire du nouveau jardin, racontée par ceux qui l’ont aménagé et par nos jardiniers</li><li>Une plantation collective d’herbes sauvages au bord de l’étang</li></ul>',
            '<p>La rencontre devrait durer un peu plus d’une heure. Les participants pourront ensuite parcourir librement la nouvelle allée et découvrir le jardin à leur rythme.</p>',
            '<p>Les invitations seront envoyées en août aux familles ayant un arbre du souvenir. La liste des invités, le nombre de places et les dispositions en cas de pluie seront fixés avec l’équipe chargée des installations.</p>',
          ),
        },
        isPublic: false,
      },
    ],
  },
];
