import { describe, expect, it } from 'vitest';
import { resolveKoreanParticles } from './korean-particles';

describe('resolveKoreanParticles', () => {
  it('chooses the form without a final consonant after a word that ends in a vowel', () => {
    expect(resolveKoreanParticles('감사의 아침 기도(으)로 돌아가기')).toBe('감사의 아침 기도로 돌아가기');
    expect(resolveKoreanParticles('“커피”을(를) 삭제합니다')).toBe('“커피”를 삭제합니다');
    expect(resolveKoreanParticles('“나무”이(가) 없습니다')).toBe('“나무”가 없습니다');
  });

  it('chooses the form with a final consonant after a word that has one', () => {
    expect(resolveKoreanParticles('기념관(으)로 돌아가기')).toBe('기념관으로 돌아가기');
    expect(resolveKoreanParticles('‘본관 사진’을(를) 삭제합니다')).toBe('‘본관 사진’을 삭제합니다');
    expect(resolveKoreanParticles('“전시”이(가) 들어간')).toBe('“전시”가 들어간');
    expect(resolveKoreanParticles('“상설전”이(가) 들어간')).toBe('“상설전”이 들어간');
  });

  it('writes 로, not 으로, after ㄹ', () => {
    expect(resolveKoreanParticles('서울(으)로 가기')).toBe('서울로 가기');
    expect(resolveKoreanParticles('‘가을’(으)로 변경합니다')).toBe('‘가을’로 변경합니다');
  });

  it('reads a number as Korean does', () => {
    expect(resolveKoreanParticles('수정본 #1와(과) 현재 초안')).toBe('수정본 #1과 현재 초안');
    expect(resolveKoreanParticles('수정본 #2와(과) 현재 초안')).toBe('수정본 #2와 현재 초안');
    expect(resolveKoreanParticles('수정본 #10을(를) 되살릴까요?')).toBe('수정본 #10을 되살릴까요?');
    expect(resolveKoreanParticles('3(으)로')).toBe('3으로');
    expect(resolveKoreanParticles('7(으)로')).toBe('7로');
    // 100 백, 2000 천, 20000 만 (with ㄴ), 0 영, 1,000,000,000,000 조.
    expect(resolveKoreanParticles('100을(를)')).toBe('100을');
    expect(resolveKoreanParticles('2000와(과)')).toBe('2000과');
    expect(resolveKoreanParticles('20000은(는)')).toBe('20000은');
    expect(resolveKoreanParticles('0이(가)')).toBe('0이');
    expect(resolveKoreanParticles('1000000000000(으)로')).toBe('1000000000000로');
    expect(resolveKoreanParticles('1000000000000와(과)')).toBe('1000000000000와');
  });

  it('keeps both forms where the reading is not known', () => {
    expect(resolveKoreanParticles('“Atrium”을(를) 삭제합니다')).toBe('“Atrium”을(를) 삭제합니다');
  });

  it('leaves a text without a both-forms particle as it is', () => {
    expect(resolveKoreanParticles('계정 a@b.kr(#3)이 잠겼습니다')).toBe('계정 a@b.kr(#3)이 잠겼습니다');
    expect(resolveKoreanParticles('Back to (the) page')).toBe('Back to (the) page');
  });
});
