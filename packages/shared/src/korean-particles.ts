import { josa, numberToHangul } from 'es-hangul';

/**
 * A Korean particle written in both its forms after a value the text does not know ("{{title}}을(를)"):
 * the marker as translators write it, and es-hangul's option for choosing the form.
 */
const MARKERS = {
  '을(를)': '을/를',
  '를(을)': '을/를',
  '이(가)': '이/가',
  '가(이)': '이/가',
  '은(는)': '은/는',
  '는(은)': '은/는',
  '와(과)': '와/과',
  '과(와)': '와/과',
  '(으)로': '으로/로',
  '(이)나': '이나/나',
  '(이)란': '이란/란',
  '(이)라': '이라/라',
  '(이)랑': '이랑/랑',
} as const;
type Marker = keyof typeof MARKERS;

const MARKER = new RegExp(
  Object.keys(MARKERS)
    .map((marker) => marker.replace(/[()]/g, '\\$&'))
    .join('|'),
  'g',
);

/** Closing quotes and brackets a particle follows without being read: “제목”을, (#3)이. */
const CLOSING = /[”’"'」』》〉)\]]+$/;
const HANGUL_SYLLABLE = /[가-힣]$/;
const TRAILING_NUMBER = /\d+$/;

/**
 * The word before a particle as it is read aloud: Hangul as written, a number as Korean reads it
 * (1 → 일, so "#1을"), or undefined where the reading is not known (a Latin name, an address).
 */
function spokenEnding(before: string): string | undefined {
  const word = before.replace(CLOSING, '');
  if (HANGUL_SYLLABLE.test(word)) return word.slice(-1);
  const number = TRAILING_NUMBER.exec(word)?.[0];
  // Read by its last digits: 10 → 십, 2,000 → 이천 (numberToHangul spells the whole number).
  if (number) return numberToHangul(Number(number.slice(-15)) || 0).slice(-1) || '영';
  return undefined;
}

/**
 * Resolves the both-forms particles in a finished text by the word before each: "감사의 아침
 * 기도(으)로" → "감사의 아침 기도로", "수정본 #1와(과)" → "수정본 #1과", "서울(으)로" → "서울로". A
 * particle after a word whose reading is not known keeps both forms, as Korean writing does.
 */
export function resolveKoreanParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(MARKER, (marker: string, at: number) => {
    const ending = spokenEnding(text.slice(Math.max(0, at - 40), at));
    return ending ? josa.pick(ending, MARKERS[marker as Marker]) : marker;
  });
}
