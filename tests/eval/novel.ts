/**
 * Drafts of incidents the bundled library has NO case of (issue #27): what "looks new" must say.
 * Written the way the drafts of drafts.ts are (symptoms first, an on-call engineer's words), on
 * purpose in the same vocabulary as the library where a real incident would be (pods, database,
 * certificates, DNS, deploys), so that the verdict is tested on near misses, not only on text
 * that shares no word with any case. Each was checked against every bundled case's title and
 * root cause: none describes the same failure.
 *
 * Used by scripts/eval-similarity.ts (verdict precision and recall) and by
 * tests/unit/similarity.verdict.test.ts.
 */
export interface NovelDraft {
  text: string;
  lang: 'en' | 'ko';
}

export const NOVEL_DRAFTS: readonly NovelDraft[] = [
  // --- English -------------------------------------------------------------------------------
  { lang: 'en', text: 'The Elasticsearch cluster went red after the data nodes crossed the flood-stage disk watermark; indices became read-only and the product search returns empty results.' },
  { lang: 'en', text: 'The nightly billing cron ran twice when the clocks went back for daylight saving time, and thousands of customers were charged two times for their subscription.' },
  { lang: 'en', text: 'Our marketing emails land in spam at every big mailbox provider since yesterday; the SPF record lost an include during a registrar migration and DMARC reports show failures.' },
  { lang: 'en', text: 'The German translation file shipped with a broken placeholder, and the checkout page throws a template error for every user with the browser language set to German.' },
  { lang: 'en', text: 'The Android release went out with the staging API base URL compiled in, so users who updated the app see test data and cannot place real orders.' },
  { lang: 'en', text: 'A Spark job read the upstream Parquet files after a schema change and wrote every row twice; the finance dashboards now show double the revenue for last week.' },
  { lang: 'en', text: 'Video uploads are stuck in processing: one malformed MP4 makes the ffmpeg transcoder loop forever and the whole transcoding queue backs up behind it.' },
  { lang: 'en', text: 'SMS one-time codes are not delivered to users in India since the carrier started blocking our unregistered sender ID, so nobody there can finish sign-up.' },
  { lang: 'en', text: 'After the browser changed its default SameSite cookie policy, our embedded widget inside customer sites lost its session and shows the login screen in a loop.' },
  { lang: 'en', text: 'A machine learning model retrained on a week of corrupted labels went live and the recommendation carousel started showing the same three products to everyone.' },
  { lang: 'en', text: 'The mobile push notification service sent every notification twice because the retry after a timeout had no idempotency key.' },
  { lang: 'en', text: 'A spreadsheet import with 2 million rows made the report generator allocate all heap in one request, and the reporting tab is blank for every tenant.' },
  { lang: 'en', text: 'Search engine traffic dropped by half overnight: a robots.txt from the staging site was deployed to production and disallowed crawling of the whole site.' },
  { lang: 'en', text: 'The GPU training nodes cannot start jobs after the base image update: the CUDA driver version no longer matches the installed toolkit and every job fails at import.' },
  { lang: 'en', text: 'Customer invoices in the PDF export show prices rounded to the wrong currency precision for yen, so every Japanese invoice is off by a factor of a hundred.' },
  { lang: 'en', text: 'The font CDN we embed from a third party changed its licence check and every page of our app renders in the fallback font with broken icon glyphs.' },
  { lang: 'en', text: 'A/B test assignment hashing changed in the new SDK, so half of the users switched experiment groups mid-test and the results of every running experiment are invalid.' },
  // --- Korean --------------------------------------------------------------------------------
  { lang: 'ko', text: '앱 푸시 알림이 사용자마다 두 번씩 발송되었다. 타임아웃 뒤 재시도할 때 중복 제거 키가 없었다.' },
  { lang: 'ko', text: '엑셀로 내려받은 정산 파일의 한글 파일명과 내용이 모두 깨져서 가맹점들이 정산 내역을 확인하지 못한다.' },
  { lang: 'ko', text: '결제 화면에서 원화 금액이 소수점 둘째 자리까지 반올림되어 일부 주문 금액이 실제 결제액과 다르게 표시된다.' },
  { lang: 'ko', text: '추천 모델을 잘못된 라벨로 재학습해 배포한 뒤 모든 사용자에게 같은 상품 세 개만 추천된다.' },
  { lang: 'ko', text: '검색 엔진 유입이 하룻밤 사이 절반으로 줄었다. 스테이징용 robots.txt 가 운영 사이트에 배포되어 전체 크롤링이 막혔다.' },
  { lang: 'ko', text: '문자 인증번호가 해외 사용자에게 전달되지 않아 회원 가입을 끝낼 수 없다. 통신사가 발신 번호를 차단했다.' },
];
