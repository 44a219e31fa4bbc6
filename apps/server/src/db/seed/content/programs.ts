import type { L, Motif, PictureSeed } from './types';
import { GOLD, MOCHA, NAVY, PALE_GOLD, SAGE, SAND, pic } from './palette';

/**
 * Demo program categories, programs and their sessions (edited in the admin's event screens, not
 * the editorial engine). Session days are relative to the day the demo is seeded (venue time).
 */
interface SessionSeed {
  title: L;
  description: L;
  place: L;
  /** Day from the seed day, venue-local start time (HH:mm) and length in minutes. */
  dayOffset: number;
  time: string;
  minutes: number;
}
interface ProgramSeed {
  title: L;
  summary: L;
  description: L;
  /** The event the program belongs to, if any: its Korean title in data/events.json. */
  event?: string;
  cover: PictureSeed;
  sessions: SessionSeed[];
}
export interface CategorySeed {
  title: L;
  programs: ProgramSeed[];
}

const programCover = (key: string, motif: Motif, colors: [string, string], alt: L) =>
  pic(`program-${key}`, 1200, 675, motif, colors, alt);

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
        event: '28일 감사 출석 체크',
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
        event: '겨울 신앙사 강좌',
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
        event: '가을 가족 축제',
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
