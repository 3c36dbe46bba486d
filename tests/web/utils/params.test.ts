import { describe, expect, it } from 'vitest';
import { addDateRange, tansParams } from '@/utils/params';

describe('tansParams', () => {
  it('flattens nested objects as name[key] with URL-encoded keys', () => {
    expect(
      tansParams({
        pageNum: 1,
        params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
      }),
    ).toBe(
      'pageNum=1&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31',
    );
  });

  it('drops empty strings, null and undefined, at any depth', () => {
    expect(
      tansParams({
        a: '',
        b: null,
        c: undefined,
        d: 0,
        e: false,
        params: { beginTime: '', endTime: undefined },
      }),
    ).toBe('d=0&e=false');
  });

  it('encodes values', () => {
    expect(tansParams({ userName: 'a b&c=d', q: '中文' })).toBe(
      'userName=a%20b%26c%3Dd&q=%E4%B8%AD%E6%96%87',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(tansParams(undefined)).toBe('');
    expect(tansParams({})).toBe('');
  });
});

describe('addDateRange', () => {
  it('sets params[beginTime]/params[endTime]', () => {
    const query = { pageNum: 1 };
    const result = addDateRange(query, ['2024-01-01', '2024-01-31']);
    expect(result).toEqual({
      pageNum: 1,
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
    expect(query).toEqual({ pageNum: 1 });
  });

  it('uses begin<Prop>/end<Prop> with a property name, keeping other params', () => {
    const result = addDateRange(
      { params: { dataScope: 'x' } },
      ['a', 'b'],
      'LoginTime',
    );
    expect(result.params).toEqual({
      dataScope: 'x',
      beginLoginTime: 'a',
      endLoginTime: 'b',
    });
  });

  it('leaves the range empty (dropped when serialised) without dates', () => {
    const result = addDateRange({ pageNum: 1 }, null);
    expect(tansParams(result)).toBe('pageNum=1');
  });
});
