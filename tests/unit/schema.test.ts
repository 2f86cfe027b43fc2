import { describe, expect, it } from 'vitest';
import { isValidCaseDate } from '../../src/model/core';
import { isSafeHttpUrl } from '../../src/model/core';

describe('isValidCaseDate', () => {
  it.each(['2020', '2020-12', '2020-02-29', '2000-02-29', '1999-12-31', '2021-04-30'])('accepts %j', (d) => {
    expect(isValidCaseDate(d)).toBe(true);
  });

  it.each(['2021-02-29', '1900-02-29', '2021-04-31', '2021-02-30', '2021-00', '2021-13', '2021-01-00', '2021-1', '20211', 'yesterday', '', ' 2021', '2021-01-01 '])(
    'rejects %j',
    (d) => {
      expect(isValidCaseDate(d)).toBe(false);
    },
  );
});

describe('isSafeHttpUrl', () => {
  it.each(['https://example.com/a?b=c', 'http://example.com', 'HTTPS://EXAMPLE.COM'])('follows %j', (u) => {
    expect(isSafeHttpUrl(u)).toBe(true);
  });

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'ftp://example.com', 'example.com', '//example.com', ''])(
    'does not follow %j',
    (u) => {
      expect(isSafeHttpUrl(u)).toBe(false);
    },
  );
});
