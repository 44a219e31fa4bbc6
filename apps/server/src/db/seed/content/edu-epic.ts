import type { L, Motif, PictureSeed } from './types';
import type { EpicSeed, QuizQuestionSeed, VideoSeed } from './edu-types';
import { DUSK, GOLD, GREEN, MIST, NAVY, PALE_GOLD, SAGE, SAND, SLATE, STONE, pic } from './palette';

const picture = (name: string, motif: Motif, colors: [string, string], alt: L): PictureSeed =>
  pic(`edu-epic-${name}`, 1400, 900, motif, colors, alt);

const video = (n: number, title: L, durationSeconds: number, colors: [string, string]): VideoSeed => ({
  provider: 'youtube',
  videoId: 'M7lc1UVf-VE',
  title,
  durationSeconds,
  poster: picture(`${n}-poster`, 'light', colors, {
    ko: `영상 «${title.ko}»의 표지 이미지`,
    en: `Poster of the video “${title.en}”`,
    ja: `動画「${title.ja}」のサムネイル`,
    es: `Imagen de portada del vídeo «${title.es}»`,
    fr: `Affiche de la vidéo « ${title.fr} »`,
  }),
});

const q = (prompt: L, choices: L[], answer: number, explanation: L): QuizQuestionSeed => ({
  prompt,
  choices,
  answer,
  explanation,
});

export const EPIC: EpicSeed[] = [
  {
    sequence: 1,
    title: {
      ko: '믿음의 씨앗',
      en: 'Seeds of Faith',
      ja: '信仰の種',
      es: 'Semillas de fe',
      fr: 'Les semences de la foi',
    },
    summary: {
      ko: '설립자들이 처음 뜻을 세우고 작은 공동체를 이루기까지의 여정을 따라갑니다.',
      en: 'Follow the founders from their first resolve to the birth of a small community.',
      ja: '創設者たちが最初に志を立て、小さな共同体を築くまでの道のりをたどります。',
      es: 'Acompañe a los fundadores desde su primer propósito hasta el nacimiento de una pequeña comunidad.',
      fr: 'Suivez les fondateurs, de leur premier engagement à la naissance d’une petite communauté.',
    },
    period: { ko: '1935–1954년', en: '1935–1954', ja: '1935〜1954年', es: '1935-1954', fr: '1935-1954' },
    cover: picture('1-cover', 'mountain', [DUSK, PALE_GOLD], {
      ko: '새벽빛 속에 겹겹이 솟은 두 개의 산봉우리',
      en: 'Two mountain peaks rising one behind the other in the dawn light',
      ja: '夜明けの光の中に重なってそびえる二つの山',
      es: 'Dos picos montañosos que se alzan uno tras otro a la luz del alba',
      fr: 'Deux sommets qui se dressent l’un derrière l’autre dans la lumière de l’aube',
    }),
    sections: [
      {
        heading: {
          ko: '산골 마을의 소년',
          en: 'A boy from the hills',
          ja: '山あいの村の少年',
          es: 'Un muchacho de las montañas',
          fr: 'Un garçon des collines',
        },
        text: {
          ko: '설립자는 1920년 산골 마을의 농가에서 태어났습니다. 열다섯 살이 되던 해 부활절 아침, 산에서 밤새 기도하던 그는 평생을 사람들의 고통을 덜어 주는 일에 바치겠다고 결심했습니다.\n\n그 뒤 그는 낮에는 공부하고 밤에는 성경을 읽으며, 가난한 이웃의 일을 도맡아 도왔습니다.',
          en: 'The founder was born in 1920 into a farming family in a hill village. On Easter morning in the year he turned fifteen, after a night of prayer on the mountain, he resolved to give his life to easing people’s suffering.\n\nFrom then on he studied by day, read the Bible by night, and took on whatever work his poorer neighbours needed done.',
          ja: '創設者は1920年、山あいの村の農家に生まれました。15歳になった年の復活祭の朝、山で夜を徹して祈っていた彼は、人々の苦しみを和らげることに生涯を捧げようと決意しました。\n\nその後、彼は昼は勉学に励み、夜は聖書を読み、貧しい隣人の仕事を進んで手伝いました。',
          es: 'El fundador nació en 1920 en una familia campesina de un pueblo de montaña. La mañana de Pascua del año en que cumplió quince, tras una noche de oración en el monte, decidió dedicar su vida a aliviar el sufrimiento de los demás.\n\nDesde entonces estudiaba de día, leía la Biblia de noche y se encargaba de cualquier tarea que necesitaran sus vecinos más pobres.',
          fr: 'Le fondateur est né en 1920 dans une famille de paysans d’un village de collines. Le matin de Pâques de ses quinze ans, après une nuit de prière dans la montagne, il décida de consacrer sa vie à soulager la souffrance des autres.\n\nDès lors, il étudiait le jour, lisait la Bible la nuit et se chargeait de tous les travaux dont ses voisins les plus pauvres avaient besoin.',
        },
        picture: picture('1-village', 'mountain', [GREEN, SAGE], {
          ko: '푸른 산 아래 자리 잡은 마을 풍경',
          en: 'A village nestled below green hills',
          ja: '緑の山のふもとにある村の風景',
          es: 'Un pueblo al pie de unas colinas verdes',
          fr: 'Un village niché au pied de collines verdoyantes',
        }),
      },
      {
        heading: {
          ko: '셋방의 첫 모임',
          en: 'The first gathering in a rented room',
          ja: '間借り部屋の最初の集い',
          es: 'La primera reunión en una habitación alquilada',
          fr: 'La première réunion dans une chambre louée',
        },
        text: {
          ko: '전쟁이 끝난 이듬해인 1954년, 설립자 부부는 도시 변두리의 작은 셋방에서 일곱 명과 함께 첫 모임을 열었습니다. 전기가 자주 끊겨 놋쇠 등잔을 밝히고 모이는 날이 많았습니다.\n\n가진 것은 없었지만, 모임에 온 사람은 누구든 따뜻한 밥 한 그릇을 대접받았습니다. 이 작은 방이 오늘날 공동체의 출발점이 되었습니다.',
          en: 'In 1954, the year after the war ended, the founding couple held their first gathering with seven people in a small rented room on the edge of the city. The power often failed, and many meetings took place by the light of a brass lamp.\n\nThey had almost nothing, yet everyone who came was offered a warm bowl of rice. That small room became the starting point of today’s community.',
          ja: '戦争が終わった翌年の1954年、創設者夫妻は都市のはずれの小さな間借り部屋で、七人と共に最初の集いを開きました。停電が多く、真鍮のランプをともして集まる日も少なくありませんでした。\n\n持っているものは何もありませんでしたが、集いに来た人は誰でも温かいご飯を一杯ふるまわれました。この小さな部屋が、今日の共同体の出発点となりました。',
          es: 'En 1954, un año después del fin de la guerra, la pareja fundadora celebró su primera reunión con siete personas en una pequeña habitación alquilada a las afueras de la ciudad. La luz se iba a menudo y muchas reuniones se hicieron a la luz de una lámpara de latón.\n\nNo tenían casi nada, pero a todo el que venía se le ofrecía un cuenco de arroz caliente. Aquella pequeña habitación fue el punto de partida de la comunidad actual.',
          fr: 'En 1954, un an après la fin de la guerre, le couple fondateur tint sa première réunion avec sept personnes dans une petite chambre louée en bordure de la ville. Le courant sautait souvent, et bien des réunions eurent lieu à la lueur d’une lampe en laiton.\n\nIls ne possédaient presque rien, mais chacun de ceux qui venaient recevait un bol de riz chaud. Cette petite chambre fut le point de départ de la communauté d’aujourd’hui.',
        },
        picture: picture('1-room', 'light', [NAVY, GOLD], {
          ko: '작은 방을 위에서 비추는 등잔 불빛',
          en: 'Lamplight falling from above into a small room',
          ja: '小さな部屋を上から照らすランプの灯り',
          es: 'La luz de una lámpara que cae desde arriba en una pequeña habitación',
          fr: 'La lueur d’une lampe tombant d’en haut dans une petite pièce',
        }),
      },
    ],
    gallery: [],
    video: video(
      1,
      {
        ko: '대서사 역사 시리즈 제1편 영상',
        en: 'Epic History Series, Part 1 (video)',
        ja: '大叙事歴史シリーズ 第1編(映像)',
        es: 'Serie de historia épica, parte 1 (vídeo)',
        fr: 'Série d’histoire épique, partie 1 (vidéo)',
      },
      754,
      [DUSK, SAND],
    ),
    quiz: [
      q(
        {
          ko: '설립자가 평생의 길을 결심한 것은 몇 살 때였나요?',
          en: 'How old was the founder when he resolved on his life’s path?',
          ja: '創設者が生涯の道を決意したのは何歳のときでしたか。',
          es: '¿Qué edad tenía el fundador cuando decidió el camino de su vida?',
          fr: 'Quel âge avait le fondateur quand il a choisi le chemin de sa vie ?',
        },
        [
          { ko: '열 살', en: 'Ten', ja: '10歳', es: 'Diez años', fr: 'Dix ans' },
          { ko: '열다섯 살', en: 'Fifteen', ja: '15歳', es: 'Quince años', fr: 'Quinze ans' },
          { ko: '스무 살', en: 'Twenty', ja: '20歳', es: 'Veinte años', fr: 'Vingt ans' },
          { ko: '서른 살', en: 'Thirty', ja: '30歳', es: 'Treinta años', fr: 'Trente ans' },
        ],
        1,
        {
          ko: '열다섯 살 되던 해 부활절 아침, 산에서 밤새 기도한 뒤 결심했습니다.',
          en: 'He made his resolution on Easter morning in the year he turned fifteen, after a night of prayer on the mountain.',
          ja: '15歳になった年の復活祭の朝、山で夜通し祈った後に決意しました。',
          es: 'Lo decidió la mañana de Pascua del año en que cumplió quince, tras una noche de oración en el monte.',
          fr: 'Il prit sa décision le matin de Pâques de ses quinze ans, après une nuit de prière dans la montagne.',
        },
      ),
      q(
        {
          ko: '첫 모임은 몇 년에 열렸나요?',
          en: 'In which year was the first gathering held?',
          ja: '最初の集いは何年に開かれましたか。',
          es: '¿En qué año se celebró la primera reunión?',
          fr: 'En quelle année la première réunion a-t-elle eu lieu ?',
        },
        [
          { ko: '1945년', en: '1945', ja: '1945年', es: '1945', fr: '1945' },
          { ko: '1950년', en: '1950', ja: '1950年', es: '1950', fr: '1950' },
          { ko: '1954년', en: '1954', ja: '1954年', es: '1954', fr: '1954' },
          { ko: '1960년', en: '1960', ja: '1960年', es: '1960', fr: '1960' },
        ],
        2,
        {
          ko: '전쟁이 끝난 이듬해인 1954년, 도시 변두리의 셋방에서 열렸습니다.',
          en: 'It was held in 1954, the year after the war ended, in a rented room on the edge of the city.',
          ja: '戦争が終わった翌年の1954年、都市のはずれの間借り部屋で開かれました。',
          es: 'Se celebró en 1954, un año después del fin de la guerra, en una habitación alquilada a las afueras de la ciudad.',
          fr: 'Elle eut lieu en 1954, un an après la fin de la guerre, dans une chambre louée en bordure de la ville.',
        },
      ),
      q(
        {
          ko: '첫 모임에 함께한 사람은 설립자 부부 외에 몇 명이었나요?',
          en: 'Besides the founding couple, how many people attended the first gathering?',
          ja: '最初の集いに参加したのは、創設者夫妻のほかに何人でしたか。',
          es: 'Además de la pareja fundadora, ¿cuántas personas asistieron a la primera reunión?',
          fr: 'Outre le couple fondateur, combien de personnes assistaient à la première réunion ?',
        },
        [
          { ko: '세 명', en: 'Three', ja: '3人', es: 'Tres', fr: 'Trois' },
          { ko: '일곱 명', en: 'Seven', ja: '7人', es: 'Siete', fr: 'Sept' },
          { ko: '열두 명', en: 'Twelve', ja: '12人', es: 'Doce', fr: 'Douze' },
        ],
        1,
        {
          ko: '설립자 부부는 일곱 명과 함께 첫 모임을 열었습니다.',
          en: 'The founding couple held the first gathering with seven people.',
          ja: '創設者夫妻は七人と共に最初の集いを開きました。',
          es: 'La pareja fundadora celebró la primera reunión con siete personas.',
          fr: 'Le couple fondateur tint la première réunion avec sept personnes.',
        },
      ),
      q(
        {
          ko: '첫 모임에 온 사람들은 무엇을 대접받았나요?',
          en: 'What was offered to everyone who came to the first gathering?',
          ja: '最初の集いに来た人々は何をふるまわれましたか。',
          es: '¿Qué se ofrecía a todos los que acudían a la primera reunión?',
          fr: 'Qu’offrait-on à tous ceux qui venaient à la première réunion ?',
        },
        [
          {
            ko: '따뜻한 밥 한 그릇',
            en: 'A warm bowl of rice',
            ja: '温かいご飯一杯',
            es: 'Un cuenco de arroz caliente',
            fr: 'Un bol de riz chaud',
          },
          {
            ko: '새 성경 한 권',
            en: 'A new Bible',
            ja: '新しい聖書一冊',
            es: 'Una Biblia nueva',
            fr: 'Une Bible neuve',
          },
          {
            ko: '기념 사진',
            en: 'A souvenir photograph',
            ja: '記念写真',
            es: 'Una fotografía de recuerdo',
            fr: 'Une photo souvenir',
          },
        ],
        0,
        {
          ko: '가진 것은 없었지만 누구에게나 따뜻한 밥 한 그릇을 대접했습니다.',
          en: 'Though they had almost nothing, everyone was given a warm bowl of rice.',
          ja: '何も持っていませんでしたが、誰にでも温かいご飯を一杯ふるまいました。',
          es: 'Aunque no tenían casi nada, a todos se les daba un cuenco de arroz caliente.',
          fr: 'Bien qu’ils ne possédaient presque rien, chacun recevait un bol de riz chaud.',
        },
      ),
    ],
  },
  {
    sequence: 2,
    title: {
      ko: '함께 세운 집',
      en: 'A House Built Together',
      ja: 'ともに建てた家',
      es: 'Una casa construida entre todos',
      fr: 'Une maison bâtie ensemble',
    },
    summary: {
      ko: '수많은 가정의 정성이 모여 기념관이 세워지기까지의 이야기를 전합니다.',
      en: 'How the devotion of countless families came together to raise the memorial.',
      ja: '数えきれない家庭の真心が集まり、記念館が建てられるまでの物語をお伝えします。',
      es: 'Cómo la dedicación de innumerables familias hizo posible levantar el memorial.',
      fr: 'Comment le dévouement d’innombrables familles a permis d’élever le mémorial.',
    },
    period: { ko: '1998–2006년', en: '1998–2006', ja: '1998〜2006年', es: '1998-2006', fr: '1998-2006' },
    cover: picture('2-cover', 'hall', [SLATE, PALE_GOLD], {
      ko: '삼각 지붕을 인 기념관 건물의 정면',
      en: 'The front of the memorial building beneath its pitched roof',
      ja: '三角屋根をいただく記念館の正面',
      es: 'La fachada del edificio del memorial bajo su tejado a dos aguas',
      fr: 'La façade du mémorial sous son toit à deux pentes',
    }),
    sections: [
      {
        heading: {
          ko: '벽돌 한 장의 약속',
          en: 'The promise of a single brick',
          ja: 'れんが一枚の約束',
          es: 'La promesa de un solo ladrillo',
          fr: 'La promesse d’une seule brique',
        },
        text: {
          ko: '1998년, 공동체는 설립자 부부의 뜻을 기리는 기념관을 짓기로 했습니다. 큰 후원자 대신 각 가정이 "벽돌 한 장"씩 마련하자는 제안이 받아들여졌습니다.\n\n8년 동안 4만여 가정이 정성을 보탰고, 그 이름은 지금도 중앙 홀 벽에 새겨져 있습니다.',
          en: 'In 1998 the community decided to build a memorial to honour the founding couple. Instead of seeking a few large donors, it accepted the proposal that every family should give “one brick”.\n\nOver eight years, some forty thousand families contributed, and their names are still engraved on the walls of the Main Hall.',
          ja: '1998年、共同体は創設者夫妻の志をたたえる記念館を建てることにしました。大口の後援者に頼る代わりに、各家庭が「れんが一枚」ずつ用意しようという提案が受け入れられました。\n\n8年間で約4万の家庭が真心を寄せ、その名前は今も中央ホールの壁に刻まれています。',
          es: 'En 1998, la comunidad decidió construir un memorial en honor de la pareja fundadora. En lugar de buscar grandes donantes, aceptó la propuesta de que cada familia aportara «un ladrillo».\n\nDurante ocho años contribuyeron unas cuarenta mil familias, cuyos nombres siguen grabados en los muros de la Gran Sala.',
          fr: 'En 1998, la communauté décida de construire un mémorial en l’honneur du couple fondateur. Plutôt que de chercher quelques grands donateurs, elle retint la proposition que chaque famille offre « une brique ».\n\nEn huit ans, quelque quarante mille familles y contribuèrent, et leurs noms sont toujours gravés sur les murs du Grand Hall.',
        },
        picture: picture('2-columns', 'columns', [STONE, SAND], {
          ko: '공사 중인 기념관의 돌기둥들',
          en: 'The memorial’s stone columns under construction',
          ja: '建設中の記念館の石柱',
          es: 'Las columnas de piedra del memorial en construcción',
          fr: 'Les colonnes de pierre du mémorial en construction',
        }),
      },
      {
        heading: {
          ko: '2006년 봄의 개관',
          en: 'Opening day, spring 2006',
          ja: '2006年春の開館',
          es: 'La inauguración, primavera de 2006',
          fr: 'L’ouverture, au printemps 2006',
        },
        text: {
          ko: '기념관은 2006년 5월 1일 문을 열었습니다. 개관식에는 첫 모임에 참석했던 일곱 명 가운데 네 명이 함께했습니다.\n\n그날 기증된 놋쇠 등잔은 지금도 설립자 전시실 첫째 방에서 관람객을 맞이합니다.',
          en: 'The memorial opened its doors on May 1, 2006. Four of the seven people who had attended the first gathering were there for the opening ceremony.\n\nThe brass lamp given that day still welcomes visitors in the first room of the Founders’ Gallery.',
          ja: '記念館は2006年5月1日に開館しました。開館式には、最初の集いに参加した七人のうち四人が出席しました。\n\nその日に寄贈された真鍮のランプは、今も創設者展示室の第一室で来館者を迎えています。',
          es: 'El memorial abrió sus puertas el 1 de mayo de 2006. Cuatro de las siete personas que asistieron a la primera reunión estuvieron presentes en la inauguración.\n\nLa lámpara de latón donada aquel día sigue recibiendo a los visitantes en la primera sala de la Galería de los Fundadores.',
          fr: 'Le mémorial a ouvert ses portes le 1er mai 2006. Quatre des sept personnes présentes à la première réunion assistaient à la cérémonie d’ouverture.\n\nLa lampe en laiton offerte ce jour-là accueille toujours les visiteurs dans la première salle de la Galerie des fondateurs.',
        },
      },
    ],
    gallery: [
      picture('2-arch', 'arch', [DUSK, PALE_GOLD], {
        ko: '개관식 날 저녁의 돌 아치',
        en: 'The stone arch on the evening of the opening',
        ja: '開館式の日の夕方の石のアーチ',
        es: 'El arco de piedra la tarde de la inauguración',
        fr: 'L’arche de pierre le soir de l’ouverture',
      }),
    ],
    video: video(
      2,
      {
        ko: '대서사 역사 시리즈 제2편 영상',
        en: 'Epic History Series, Part 2 (video)',
        ja: '大叙事歴史シリーズ 第2編(映像)',
        es: 'Serie de historia épica, parte 2 (vídeo)',
        fr: 'Série d’histoire épique, partie 2 (vidéo)',
      },
      812,
      [SLATE, SAND],
    ),
    quiz: [
      q(
        {
          ko: '기념관 건립을 위해 각 가정이 마련하기로 한 것은 무엇이었나요?',
          en: 'What did each family agree to give towards building the memorial?',
          ja: '記念館建設のために、各家庭が用意することにしたものは何でしたか。',
          es: '¿Qué acordó aportar cada familia para construir el memorial?',
          fr: 'Qu’est-ce que chaque famille a accepté d’offrir pour bâtir le mémorial ?',
        },
        [
          { ko: '나무 한 그루', en: 'One tree', ja: '木一本', es: 'Un árbol', fr: 'Un arbre' },
          { ko: '벽돌 한 장', en: 'One brick', ja: 'れんが一枚', es: 'Un ladrillo', fr: 'Une brique' },
          { ko: '편지 한 통', en: 'One letter', ja: '手紙一通', es: 'Una carta', fr: 'Une lettre' },
        ],
        1,
        {
          ko: '큰 후원자 대신 각 가정이 "벽돌 한 장"씩 마련하자는 제안이 받아들여졌습니다.',
          en: 'Instead of a few large donors, every family was invited to give “one brick”.',
          ja: '大口の後援者の代わりに、各家庭が「れんが一枚」ずつ用意するという提案が受け入れられました。',
          es: 'En lugar de unos pocos grandes donantes, se invitó a cada familia a aportar «un ladrillo».',
          fr: 'Plutôt que quelques grands donateurs, chaque famille fut invitée à offrir « une brique ».',
        },
      ),
      q(
        {
          ko: '기념관이 문을 연 날은 언제인가요?',
          en: 'When did the memorial open?',
          ja: '記念館が開館したのはいつですか。',
          es: '¿Cuándo se inauguró el memorial?',
          fr: 'Quand le mémorial a-t-il ouvert ?',
        },
        [
          { ko: '1998년 5월 1일', en: 'May 1, 1998', ja: '1998年5月1日', es: '1 de mayo de 1998', fr: '1er mai 1998' },
          {
            ko: '2004년 10월 3일',
            en: 'October 3, 2004',
            ja: '2004年10月3日',
            es: '3 de octubre de 2004',
            fr: '3 octobre 2004',
          },
          { ko: '2006년 5월 1일', en: 'May 1, 2006', ja: '2006年5月1日', es: '1 de mayo de 2006', fr: '1er mai 2006' },
        ],
        2,
        {
          ko: '8년에 걸친 건립 끝에 2006년 5월 1일 개관했습니다.',
          en: 'After eight years of building, it opened on May 1, 2006.',
          ja: '8年にわたる建設を経て、2006年5月1日に開館しました。',
          es: 'Tras ocho años de obras, se inauguró el 1 de mayo de 2006.',
          fr: 'Après huit ans de travaux, il a ouvert le 1er mai 2006.',
        },
      ),
      q(
        {
          ko: '건립에 정성을 보탠 가정들의 이름은 어디에 새겨져 있나요?',
          en: 'Where are the names of the contributing families engraved?',
          ja: '建設に真心を寄せた家庭の名前はどこに刻まれていますか。',
          es: '¿Dónde están grabados los nombres de las familias que contribuyeron?',
          fr: 'Où sont gravés les noms des familles qui ont contribué ?',
        },
        [
          {
            ko: '정원의 표지석',
            en: 'On the garden’s marker stones',
            ja: '庭園の標石',
            es: 'En las piedras del jardín',
            fr: 'Sur les bornes du jardin',
          },
          {
            ko: '중앙 홀의 벽',
            en: 'On the walls of the Main Hall',
            ja: '中央ホールの壁',
            es: 'En los muros de la Gran Sala',
            fr: 'Sur les murs du Grand Hall',
          },
          {
            ko: '사료실의 책장',
            en: 'On the Archive Room shelves',
            ja: '史料室の書棚',
            es: 'En las estanterías del archivo',
            fr: 'Sur les rayonnages des archives',
          },
        ],
        1,
        {
          ko: '4만여 가정의 이름이 지금도 중앙 홀 벽에 새겨져 있습니다.',
          en: 'Some forty thousand family names are engraved on the walls of the Main Hall.',
          ja: '約4万の家庭の名前が、今も中央ホールの壁に刻まれています。',
          es: 'Unos cuarenta mil nombres de familias están grabados en los muros de la Gran Sala.',
          fr: 'Quelque quarante mille noms de familles sont gravés sur les murs du Grand Hall.',
        },
      ),
    ],
  },
  {
    sequence: 3,
    title: {
      ko: '바다 너머로',
      en: 'Beyond the Sea',
      ja: '海の向こうへ',
      es: 'Más allá del mar',
      fr: 'Au-delà des mers',
    },
    summary: {
      ko: '1975년 열두 나라로 떠난 첫 선교사들과, 편지로 이어진 그들의 이야기를 전합니다.',
      en: 'The first missionaries who set out for twelve countries in 1975, and the letters that kept them connected.',
      ja: '1975年に12か国へ旅立った最初の宣教師たちと、手紙でつながった彼らの物語をお伝えします。',
      es: 'Los primeros misioneros que partieron hacia doce países en 1975 y las cartas que los mantuvieron unidos.',
      fr: 'Les premiers missionnaires partis pour douze pays en 1975, et les lettres qui les ont gardés unis.',
    },
    period: { ko: '1975–1990년', en: '1975–1990', ja: '1975〜1990年', es: '1975-1990', fr: '1975-1990' },
    cover: picture('3-cover', 'water', [NAVY, MIST], {
      ko: '새벽 하늘을 비추는 넓은 바다',
      en: 'A wide sea reflecting the dawn sky',
      ja: '夜明けの空を映す広い海',
      es: 'Un mar extenso que refleja el cielo del amanecer',
      fr: 'Une vaste mer reflétant le ciel de l’aube',
    }),
    sections: [
      {
        heading: {
          ko: '열두 나라로',
          en: 'To twelve countries',
          ja: '12か国へ',
          es: 'Hacia doce países',
          fr: 'Vers douze pays',
        },
        text: {
          ko: '1975년 봄, 스물네 명의 젊은 선교사가 두 사람씩 짝을 지어 열두 나라로 떠났습니다. 대부분 그 나라의 말을 거의 알지 못한 채였습니다.\n\n그들은 작은 방을 빌려 모임을 열고, 언어를 배우며 이웃의 일을 도왔습니다. 첫 모임 때와 똑같은 방식이었습니다.',
          en: 'In the spring of 1975, twenty-four young missionaries set out in pairs for twelve countries. Most of them barely spoke the language of the country they were going to.\n\nThey rented small rooms to hold meetings, learned the language and helped their neighbours, just as the first gathering had done.',
          ja: '1975年の春、24人の若い宣教師が二人一組となって12か国へ旅立ちました。そのほとんどが、行き先の国の言葉をほとんど知らないままでした。\n\n彼らは小さな部屋を借りて集いを開き、言葉を学びながら隣人の仕事を手伝いました。最初の集いと同じやり方でした。',
          es: 'En la primavera de 1975, veinticuatro jóvenes misioneros partieron en parejas hacia doce países. La mayoría apenas hablaba la lengua del país al que iba.\n\nAlquilaron pequeñas habitaciones para reunirse, aprendieron el idioma y ayudaron a sus vecinos, igual que se había hecho en la primera reunión.',
          fr: 'Au printemps 1975, vingt-quatre jeunes missionnaires partirent deux par deux pour douze pays. La plupart parlaient à peine la langue du pays où ils se rendaient.\n\nIls louèrent de petites chambres pour se réunir, apprirent la langue et aidèrent leurs voisins, exactement comme lors de la première réunion.',
        },
        picture: picture('3-path', 'path', [SLATE, PALE_GOLD], {
          ko: '지평선으로 곧게 뻗은 길',
          en: 'A road running straight to the horizon',
          ja: '地平線へまっすぐ延びる道',
          es: 'Un camino recto hacia el horizonte',
          fr: 'Une route filant droit vers l’horizon',
        }),
      },
      {
        heading: {
          ko: '편지로 이어진 가족',
          en: 'A family joined by letters',
          ja: '手紙でつながった家族',
          es: 'Una familia unida por cartas',
          fr: 'Une famille reliée par les lettres',
        },
        text: {
          ko: '선교사들과 본부는 15년 동안 3천 통이 넘는 편지를 주고받았습니다. 편지가 도착하면 당번이 큰 소리로 읽었고, 모두가 일을 멈추고 귀를 기울였습니다.\n\n이 편지들은 현재 사료실에 보관되어 있으며, 일부는 특별전 «바다를 건넌 편지»에서 볼 수 있습니다.',
          en: 'Over fifteen years, the missionaries and the central office exchanged more than three thousand letters. When one arrived, whoever was on duty read it aloud, and everyone stopped work to listen.\n\nThe letters are now kept in the Archive Room, and some of them can be seen in the special exhibition “Letters across the Sea”.',
          ja: '宣教師たちと本部は15年間で3千通を超える手紙を交わしました。手紙が届くと当番が声に出して読み、皆が手を止めて耳を傾けました。\n\nこれらの手紙は現在史料室に保管されており、一部は特別展「海を渡った手紙」でご覧いただけます。',
          es: 'Durante quince años, los misioneros y la oficina central intercambiaron más de tres mil cartas. Cuando llegaba una, la persona de guardia la leía en voz alta y todos dejaban lo que hacían para escuchar.\n\nLas cartas se conservan hoy en la Sala de Archivo, y algunas pueden verse en la exposición temporal «Cartas al otro lado del mar».',
          fr: 'En quinze ans, les missionnaires et le bureau central échangèrent plus de trois mille lettres. Quand l’une d’elles arrivait, la personne de permanence la lisait à voix haute, et tout le monde s’interrompait pour écouter.\n\nCes lettres sont aujourd’hui conservées à la Salle des archives, et certaines sont présentées dans l’exposition temporaire « Lettres d’outre-mer ».',
        },
      },
    ],
    gallery: [],
    quiz: [
      q(
        {
          ko: '1975년에 선교사들이 떠난 나라는 모두 몇 곳이었나요?',
          en: 'How many countries did the missionaries leave for in 1975?',
          ja: '1975年に宣教師たちが旅立った国はいくつでしたか。',
          es: '¿A cuántos países partieron los misioneros en 1975?',
          fr: 'Dans combien de pays les missionnaires sont-ils partis en 1975 ?',
        },
        [
          { ko: '다섯 나라', en: 'Five', ja: '5か国', es: 'Cinco', fr: 'Cinq' },
          { ko: '열두 나라', en: 'Twelve', ja: '12か国', es: 'Doce', fr: 'Douze' },
          { ko: '스물네 나라', en: 'Twenty-four', ja: '24か国', es: 'Veinticuatro', fr: 'Vingt-quatre' },
        ],
        1,
        {
          ko: '스물네 명이 두 사람씩 짝을 지어 열두 나라로 떠났습니다.',
          en: 'Twenty-four missionaries left in pairs, for twelve countries.',
          ja: '24人が二人一組となって12か国へ旅立ちました。',
          es: 'Veinticuatro misioneros partieron en parejas hacia doce países.',
          fr: 'Vingt-quatre missionnaires partirent deux par deux pour douze pays.',
        },
      ),
      q(
        {
          ko: '선교사들과 본부가 15년 동안 주고받은 편지는 몇 통이 넘었나요?',
          en: 'How many letters did the missionaries and the central office exchange over fifteen years?',
          ja: '宣教師たちと本部が15年間に交わした手紙は何通を超えましたか。',
          es: '¿Cuántas cartas intercambiaron los misioneros y la oficina central en quince años?',
          fr: 'Combien de lettres les missionnaires et le bureau central ont-ils échangées en quinze ans ?',
        },
        [
          { ko: '3백 통', en: 'More than 300', ja: '300通', es: 'Más de 300', fr: 'Plus de 300' },
          { ko: '3천 통', en: 'More than 3,000', ja: '3千通', es: 'Más de 3.000', fr: 'Plus de 3 000' },
          { ko: '3만 통', en: 'More than 30,000', ja: '3万通', es: 'Más de 30.000', fr: 'Plus de 30 000' },
        ],
        1,
        {
          ko: '15년 동안 3천 통이 넘는 편지가 오갔습니다.',
          en: 'More than three thousand letters went back and forth in fifteen years.',
          ja: '15年間で3千通を超える手紙が行き交いました。',
          es: 'En quince años se cruzaron más de tres mil cartas.',
          fr: 'Plus de trois mille lettres ont circulé en quinze ans.',
        },
      ),
      q(
        {
          ko: '해외 선교사들이 낯선 나라에서 가장 먼저 한 일은 무엇이었나요?',
          en: 'What did the missionaries first do in their new countries?',
          ja: '宣教師たちが見知らぬ国でまず行ったことは何でしたか。',
          es: '¿Qué hicieron primero los misioneros en sus nuevos países?',
          fr: 'Qu’ont fait d’abord les missionnaires dans leurs nouveaux pays ?',
        },
        [
          {
            ko: '큰 건물을 지었다',
            en: 'They put up a large building',
            ja: '大きな建物を建てた',
            es: 'Construyeron un gran edificio',
            fr: 'Ils ont construit un grand bâtiment',
          },
          {
            ko: '작은 방을 빌려 모임을 열었다',
            en: 'They rented small rooms to hold meetings',
            ja: '小さな部屋を借りて集いを開いた',
            es: 'Alquilaron pequeñas habitaciones para reunirse',
            fr: 'Ils ont loué de petites chambres pour se réunir',
          },
          {
            ko: '곧바로 고향으로 돌아왔다',
            en: 'They came straight back home',
            ja: 'すぐに故郷へ戻った',
            es: 'Volvieron enseguida a casa',
            fr: 'Ils sont aussitôt rentrés au pays',
          },
        ],
        1,
        {
          ko: '첫 모임 때처럼 작은 방을 빌려 모임을 열고 이웃을 도왔습니다.',
          en: 'Like the first gathering, they rented small rooms, held meetings and helped their neighbours.',
          ja: '最初の集いと同じように、小さな部屋を借りて集いを開き、隣人を助けました。',
          es: 'Como en la primera reunión, alquilaron pequeñas habitaciones, se reunieron y ayudaron a sus vecinos.',
          fr: 'Comme lors de la première réunion, ils ont loué de petites chambres, se sont réunis et ont aidé leurs voisins.',
        },
      ),
    ],
  },
];
