/**
 * A Korean particle written in both its forms after a value the text does not know ("{{title}}을(를)"):
 * the marker as translators write it, and its forms after a syllable with a final consonant and
 * after one without. (Two lines of rules: es-hangul's josa, which did this, cost every page's
 * first load 1.6 KB; docs/decisions/040-own-read-cache.md.)
 */
const MARKERS = {
  '을(를)': ['을', '를'],
  '를(을)': ['을', '를'],
  '이(가)': ['이', '가'],
  '가(이)': ['이', '가'],
  '은(는)': ['은', '는'],
  '는(은)': ['은', '는'],
  '와(과)': ['과', '와'],
  '과(와)': ['과', '와'],
  '(으)로': ['으로', '로'],
  '(이)나': ['이나', '나'],
  '(이)란': ['이란', '란'],
  '(이)라': ['이라', '라'],
  '(이)랑': ['이랑', '랑'],
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
  if (number) return lastSpokenSyllable(number);
  return undefined;
}

const DIGITS = '영일이삼사오육칠팔구';
/** Tens, hundreds and thousands; then the groups of four digits. */
const PLACES = ['', '십', '백', '천'];
const GROUPS = ['', '만', '억', '조', '경'];

/** The last syllable of a number read in Korean: 1 → 일, 10 → 십, 2000 → 천, 20000 → 만, 0 → 영. */
function lastSpokenSyllable(digits: string): string {
  const number = digits.slice(-16).replace(/^0+/, '');
  if (!number) return '영';
  const zeros = number.length - number.replace(/0+$/, '').length;
  if (zeros === 0) return DIGITS[Number(number.at(-1))] ?? '영';
  return (zeros % 4 ? PLACES[zeros % 4] : GROUPS[zeros / 4]) ?? '영';
}

/** The final consonant of a Hangul syllable: 0 none, 8 ㄹ. */
const finalConsonant = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28;
const RIEUL = 8;

/** The particle's form after `ending`: (으)로 after ㄹ is 로, as after a vowel. */
function particleAfter(ending: string, marker: Marker): string {
  const [afterConsonant, afterVowel] = MARKERS[marker];
  const final = finalConsonant(ending);
  return final === 0 || (final === RIEUL && marker === '(으)로') ? afterVowel : afterConsonant;
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
    return ending ? particleAfter(ending, marker as Marker) : marker;
  });
}
