import type { L, Motif, PictureSeed } from './types';
import type { SunghwaSeed } from './edu-types';
import { BROWN, DUSK, GOLD, GREEN, NAVY, PALE_GOLD, SAGE, SAND, SLATE, pic } from './palette';

const picture = (name: string, motif: Motif, colors: [string, string], alt: L): PictureSeed =>
  pic(`edu-sunghwa-${name}`, 1400, 900, motif, colors, alt);

/** The Sunghwa course in its four stages: Remembering, Understanding, Practicing, Sharing (see the about/sunghwa page). */
export const SUNGHWA: SunghwaSeed = {
  title: {
    ko: '성화, 조화를 향한 여정',
    en: 'Sunghwa: A Journey toward Harmony',
    ja: '聖和　調和への歩み',
    es: 'Sunghwa: un camino hacia la armonía',
    fr: 'Sunghwa : un chemin vers l’harmonie',
  },
  intro: {
    ko: '하늘과 이웃, 그리고 나 자신과 조화를 이루는 삶을 네 단계로 배웁니다. 한 단계에 20분 안팎이 걸리며, 서두르지 않고 자신의 속도로 나아가시면 됩니다.',
    en: 'Learn in four stages to live in harmony with Heaven, with others and with yourself. Each stage takes about twenty minutes; go at your own pace, without hurrying.',
    ja: '天と隣人、そして自分自身と調和して生きる道を、四つの段階で学びます。各段階は約20分です。急がず、ご自分のペースでお進みください。',
    es: 'Aprenda en cuatro etapas a vivir en armonía con el Cielo, con los demás y consigo mismo. Cada etapa dura unos veinte minutos; avance a su ritmo, sin prisas.',
    fr: 'Apprenez en quatre étapes à vivre en harmonie avec le Ciel, avec les autres et avec vous-même. Chaque étape dure une vingtaine de minutes : avancez à votre rythme, sans vous presser.',
  },
  cover: picture('cover', 'path', [DUSK, PALE_GOLD], {
    ko: '금빛 노을을 향해 곧게 뻗은 길',
    en: 'A straight path stretching toward a golden sunset',
    ja: '金色の夕焼けに向かってまっすぐ延びる道',
    es: 'Un camino recto que se extiende hacia una puesta de sol dorada',
    fr: 'Un chemin droit qui s’étire vers un coucher de soleil doré',
  }),
  chapters: [
    {
      slug: 'remembering',
      title: {
        ko: '1단계 · 기억하기',
        en: 'Stage 1: Remembering',
        ja: '第1段階 ・ 記憶する',
        es: 'Etapa 1: Recordar',
        fr: 'Étape 1 : Se souvenir',
      },
      summary: {
        ko: '셋방의 첫 모임에서 기념관에 이르기까지, 믿음의 역사를 함께 되짚어 봅니다.',
        en: 'From the first gathering in a rented room to the memorial, retrace the history of faith together.',
        ja: '間借り部屋の最初の集いから記念館まで、信仰の歴史を共にたどります。',
        es: 'Desde la primera reunión en una habitación alquilada hasta el memorial, recorra de nuevo la historia de la fe.',
        fr: 'De la première réunion dans une chambre louée jusqu’au mémorial, retracez ensemble l’histoire de la foi.',
      },
      sections: [
        {
          heading: {
            ko: '왜 기억하는가',
            en: 'Why we remember',
            ja: 'なぜ記憶するのか',
            es: 'Por qué recordamos',
            fr: 'Pourquoi se souvenir',
          },
          text: {
            ko: '설립자들은 "뿌리를 아는 나무는 바람에 흔들려도 쓰러지지 않는다"고 말하곤 했습니다. 기억은 과거에 머무르는 일이 아니라, 오늘을 단단히 딛고 서게 하는 힘입니다.\n\n이 단계에서는 대서사 역사 시리즈의 이야기를 따라가며, 각 시기의 사람들이 어떤 마음으로 어려움을 이겨 냈는지 살펴봅니다.',
            en: 'The founders used to say that a tree that knows its roots may bend in the wind but will not fall. Remembering is not living in the past: it is what lets us stand firmly in the present.\n\nIn this stage you follow the Epic History Series and look at the spirit in which the people of each period overcame their hardships.',
            ja: '創設者たちは「根を知る木は、風に揺れても倒れない」とよく語りました。記憶とは過去にとどまることではなく、今日をしっかりと踏みしめて立つ力です。\n\nこの段階では大叙事歴史シリーズの物語をたどりながら、それぞれの時代の人々がどのような心で困難を乗り越えたのかを見つめます。',
            es: 'Los fundadores solían decir que el árbol que conoce sus raíces se dobla con el viento, pero no cae. Recordar no es vivir en el pasado: es lo que nos permite mantenernos firmes en el presente.\n\nEn esta etapa seguirá la Serie de historia épica y verá con qué espíritu las personas de cada época superaron sus dificultades.',
            fr: 'Les fondateurs disaient volontiers qu’un arbre qui connaît ses racines peut plier sous le vent, mais ne tombe pas. Se souvenir, ce n’est pas vivre dans le passé : c’est ce qui permet de se tenir fermement dans le présent.\n\nDans cette étape, vous suivez la Série d’histoire épique et découvrez dans quel esprit les gens de chaque époque ont surmonté leurs épreuves.',
          },
          picture: picture('remembering', 'book', [BROWN, SAND], {
            ko: '따뜻한 빛 아래 펼쳐진 오래된 책',
            en: 'An old book lying open in warm light',
            ja: '温かな光の下で開かれた古い本',
            es: 'Un libro antiguo abierto bajo una luz cálida',
            fr: 'Un livre ancien ouvert dans une lumière chaude',
          }),
        },
        {
          heading: {
            ko: '돌아보기 질문',
            en: 'Questions for reflection',
            ja: '振り返りの問い',
            es: 'Preguntas para la reflexión',
            fr: 'Questions pour réfléchir',
          },
          text: {
            ko: '내 삶에서 "첫 모임의 등잔"처럼 어려울 때 나를 밝혀 준 것은 무엇이었나요?\n\n나는 누구에게서 믿음을 물려받았고, 그분에게 어떤 감사를 전하고 싶나요?',
            en: 'What in your own life has been like the lamp of the first gathering, a light in hard times?\n\nFrom whom did you receive your faith, and what thanks would you like to give them?',
            ja: 'あなたの人生で、「最初の集いのランプ」のように、つらいときにあなたを照らしてくれたものは何でしたか。\n\nあなたは誰から信仰を受け継ぎ、その方にどんな感謝を伝えたいですか。',
            es: '¿Qué ha sido en su vida como la lámpara de la primera reunión, una luz en los momentos difíciles?\n\n¿De quién recibió su fe y qué agradecimiento le gustaría expresarle?',
            fr: 'Qu’est-ce qui, dans votre vie, a été comme la lampe de la première réunion, une lumière dans les moments difficiles ?\n\nDe qui avez-vous reçu votre foi, et quel merci aimeriez-vous lui adresser ?',
          },
        },
      ],
      video: {
        provider: 'youtube',
        videoId: 'M7lc1UVf-VE',
        title: {
          ko: '1단계 영상 강의: 기억하기',
          en: 'Stage 1 video talk: Remembering',
          ja: '第1段階 映像講義:記憶する',
          es: 'Charla en vídeo de la etapa 1: Recordar',
          fr: 'Intervention vidéo de l’étape 1 : Se souvenir',
        },
        durationSeconds: 540,
        poster: picture('remembering-poster', 'light', [NAVY, GOLD], {
          ko: '1단계 영상 강의의 표지 이미지',
          en: 'Poster of the Stage 1 video talk',
          ja: '第1段階の映像講義のサムネイル',
          es: 'Imagen de portada de la charla en vídeo de la etapa 1',
          fr: 'Affiche de l’intervention vidéo de l’étape 1',
        }),
      },
    },
    {
      slug: 'understanding',
      title: {
        ko: '2단계 · 이해하기',
        en: 'Stage 2: Understanding',
        ja: '第2段階 ・ 理解する',
        es: 'Etapa 2: Comprender',
        fr: 'Étape 2 : Comprendre',
      },
      summary: {
        ko: '설립자들이 소중히 여긴 세 가지 가치, 감사와 섬김과 화해를 살펴봅니다.',
        en: 'Explore three values the founders held dear: gratitude, service and reconciliation.',
        ja: '創設者たちが大切にした三つの価値、感謝と奉仕と和解を見つめます。',
        es: 'Conozca tres valores que los fundadores apreciaban: la gratitud, el servicio y la reconciliación.',
        fr: 'Découvrez trois valeurs chères aux fondateurs : la gratitude, le service et la réconciliation.',
      },
      sections: [
        {
          heading: {
            ko: '감사, 섬김, 화해',
            en: 'Gratitude, service, reconciliation',
            ja: '感謝、奉仕、和解',
            es: 'Gratitud, servicio, reconciliación',
            fr: 'Gratitude, service, réconciliation',
          },
          text: {
            ko: '감사는 가진 것이 적을 때에도 이미 받은 것을 헤아리는 마음입니다. 섬김은 내가 먼저 손을 내미는 일이며, 화해는 그 손을 거두지 않고 끝까지 기다리는 일입니다.\n\n설립자 부부의 편지에는 이 세 낱말이 거듭 나옵니다. 이 단계에서는 편지 세 통을 함께 읽으며 그 뜻을 새겨 봅니다.',
            en: 'Gratitude is the heart that counts what it has already received, even when it has little. Service means holding out your hand first, and reconciliation means not withdrawing it, waiting to the end.\n\nThese three words come up again and again in the founding couple’s letters. In this stage you read three of those letters and reflect on what they mean.',
            ja: '感謝とは、持つものが少ないときにも、すでに受けたものを数える心です。奉仕とは自分から先に手を差し伸べること、和解とはその手を引っ込めずに最後まで待つことです。\n\n創設者夫妻の手紙には、この三つの言葉が繰り返し登場します。この段階では三通の手紙を共に読み、その意味をかみしめます。',
            es: 'La gratitud es el corazón que cuenta lo que ya ha recibido, incluso cuando tiene poco. El servicio consiste en tender la mano primero, y la reconciliación, en no retirarla y esperar hasta el final.\n\nEstas tres palabras aparecen una y otra vez en las cartas de la pareja fundadora. En esta etapa leerá tres de esas cartas y meditará sobre su sentido.',
            fr: 'La gratitude est le cœur qui compte ce qu’il a déjà reçu, même quand il a peu. Servir, c’est tendre la main le premier ; se réconcilier, c’est ne pas la retirer et attendre jusqu’au bout.\n\nCes trois mots reviennent sans cesse dans les lettres du couple fondateur. Dans cette étape, vous lisez trois de ces lettres et méditez sur leur sens.',
          },
          picture: picture('understanding', 'columns', [SLATE, SAND], {
            ko: '나란히 선 세 개의 기둥처럼 보이는 빛',
            en: 'Light falling like three columns side by side',
            ja: '並び立つ三本の柱のように見える光',
            es: 'Una luz que cae como tres columnas una junto a otra',
            fr: 'Une lumière tombant comme trois colonnes côte à côte',
          }),
        },
      ],
    },
    {
      slug: 'practicing',
      title: {
        ko: '3단계 · 실천하기',
        en: 'Stage 3: Practicing',
        ja: '第3段階 ・ 実践する',
        es: 'Etapa 3: Practicar',
        fr: 'Étape 3 : Pratiquer',
      },
      summary: {
        ko: '배운 가치를 일상의 작은 섬김으로 옮기는 방법을 찾아봅니다.',
        en: 'Find ways to turn what you have learned into small acts of everyday service.',
        ja: '学んだ価値を、日々の小さな奉仕へと移す方法を探ります。',
        es: 'Busque maneras de convertir lo aprendido en pequeños gestos de servicio cotidiano.',
        fr: 'Cherchez comment traduire ce que vous avez appris en petits gestes de service au quotidien.',
      },
      sections: [
        {
          heading: {
            ko: '일주일의 작은 약속',
            en: 'A small promise for one week',
            ja: '一週間の小さな約束',
            es: 'Una pequeña promesa para una semana',
            fr: 'Une petite promesse pour une semaine',
          },
          text: {
            ko: '이번 주에 실천할 작은 약속 하나를 정해 보세요. 이웃에게 먼저 인사하기, 가족에게 감사의 말 한마디 건네기, 정원의 쓰레기 하나 줍기처럼 작을수록 좋습니다.\n\n일주일 뒤, 약속을 지키며 무엇을 느꼈는지 짧게 적어 보세요. 소그룹에 참여하신다면 모임에서 함께 나누실 수 있습니다.',
            en: 'Choose one small promise to keep this week. The smaller the better: greeting a neighbour first, saying a word of thanks to your family, picking up a piece of litter in the garden.\n\nA week later, write down briefly what you felt as you kept it. If you belong to a small group, you can share it at the next meeting.',
            ja: '今週実践する小さな約束を一つ決めてみましょう。隣人に自分から挨拶する、家族に感謝の一言を伝える、庭のごみを一つ拾うなど、小さいほど良いのです。\n\n一週間後、約束を守りながら何を感じたかを短く書き留めてみてください。グループに参加している方は、集いで分かち合うことができます。',
            es: 'Elija una pequeña promesa para cumplir esta semana. Cuanto más pequeña, mejor: saludar primero a un vecino, dar las gracias a su familia, recoger un papel del jardín.\n\nUna semana después, anote brevemente lo que sintió al cumplirla. Si participa en un grupo, podrá compartirlo en la siguiente reunión.',
            fr: 'Choisissez une petite promesse à tenir cette semaine. Plus elle est petite, mieux c’est : saluer le premier un voisin, dire un mot de remerciement à votre famille, ramasser un papier dans le jardin.\n\nUne semaine plus tard, notez en quelques mots ce que vous avez ressenti en la tenant. Si vous faites partie d’un petit groupe, vous pourrez le partager à la prochaine rencontre.',
          },
          picture: picture('practicing', 'garden', [GREEN, SAGE], {
            ko: '햇살 아래 가꾸어진 정원',
            en: 'A well-tended garden in the sunshine',
            ja: '日差しの下の手入れされた庭',
            es: 'Un jardín bien cuidado bajo el sol',
            fr: 'Un jardin bien entretenu sous le soleil',
          }),
        },
      ],
    },
    {
      slug: 'sharing',
      title: {
        ko: '4단계 · 나누기',
        en: 'Stage 4: Sharing',
        ja: '第4段階 ・ 分かち合う',
        es: 'Etapa 4: Compartir',
        fr: 'Étape 4 : Partager',
      },
      summary: {
        ko: '배운 것을 가족과 이웃에게 전하는 법을 익히고, 과정을 마무리합니다.',
        en: 'Learn how to pass on what you have learned to your family and neighbours, and complete the course.',
        ja: '学んだことを家族や隣人に伝える方法を身につけ、課程を締めくくります。',
        es: 'Aprenda a transmitir lo aprendido a su familia y a sus vecinos, y complete el curso.',
        fr: 'Apprenez à transmettre ce que vous avez appris à votre famille et à vos proches, et terminez la formation.',
      },
      sections: [
        {
          heading: {
            ko: '이야기로 전하기',
            en: 'Passing it on as a story',
            ja: '物語として伝える',
            es: 'Transmitirlo como una historia',
            fr: 'Le transmettre comme une histoire',
          },
          text: {
            ko: '순이 할머니가 손녀에게 등잔 이야기를 들려주었듯이, 믿음은 설명보다 이야기로 더 잘 전해집니다. 내가 겪은 일 가운데 가족에게 들려주고 싶은 이야기 하나를 골라 보세요.\n\n네 단계를 모두 마치신 분께는 교육관 안내 데스크에서 수료증을 드립니다.',
            en: 'Just as Grandma Suni told her granddaughter the story of the lamp, faith is passed on better through stories than through explanations. Choose one story from your own life that you would like to tell your family.\n\nEveryone who completes all four stages can collect a certificate at the Education Center’s front desk.',
            ja: 'スニおばあさんが孫娘にランプの話を聞かせたように、信仰は説明よりも物語によってよく伝わります。自分の経験の中から、家族に聞かせたい話を一つ選んでみてください。\n\n四つの段階をすべて終えた方には、教育館の案内デスクで修了証をお渡しします。',
            es: 'Igual que la abuela Suni contó a su nieta la historia de la lámpara, la fe se transmite mejor con historias que con explicaciones. Elija una historia de su propia vida que le gustaría contar a su familia.\n\nQuienes completen las cuatro etapas pueden recoger un certificado en el mostrador del Centro Educativo.',
            fr: 'Comme grand-mère Suni a raconté à sa petite-fille l’histoire de la lampe, la foi se transmet mieux par des histoires que par des explications. Choisissez une histoire de votre propre vie que vous aimeriez raconter à votre famille.\n\nChaque personne qui termine les quatre étapes peut retirer une attestation à l’accueil du Centre éducatif.',
          },
          picture: picture('sharing', 'arch', [DUSK, GOLD], {
            ko: '저녁 하늘 아래, 길 끝에 선 아치',
            en: 'An arch at the end of a path under the evening sky',
            ja: '夕空の下、道の先にあるアーチ',
            es: 'Un arco al final de un camino bajo el cielo del atardecer',
            fr: 'Une arche au bout d’un chemin sous le ciel du soir',
          }),
        },
      ],
    },
  ],
};
