// Self-hosted Noto Sans KR, 400 and 700 only. Each file holds @font-face rules split by
// unicode-range, so browsers fetch only the slices a page's text needs.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
