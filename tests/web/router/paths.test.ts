import { describe, expect, it } from 'vitest';
import {
  innerLinkPath,
  joinPath,
  loginPath,
  queryToSearch,
  refreshPath,
  safeRedirect,
} from '@/router/paths';

describe('paths', () => {
  it('joins parent and child paths', () => {
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', '/abs')).toBe('/abs');
    expect(joinPath('/system', '')).toBe('/system');
    expect(joinPath('/a', 'http://x.y')).toBe('http://x.y');
  });

  it('builds the login path with an encoded redirect', () => {
    expect(loginPath('/a?b=1&c=2')).toBe(
      '/login?redirect=%2Fa%3Fb%3D1%26c%3D2',
    );
    expect(loginPath()).toBe('/login');
  });

  it('accepts only in-app redirect targets after sign-in', () => {
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect(null)).toBe('/pc/index');
    expect(safeRedirect('https://evil.example')).toBe('/pc/index');
    expect(safeRedirect('//evil.example/x')).toBe('/pc/index');
    expect(safeRedirect('/\\evil.example')).toBe('/pc/index');
    expect(safeRedirect('/login?redirect=/x')).toBe('/pc/index');
  });

  it('derives InnerLink paths like the server', () => {
    expect(innerLinkPath('https://www.ruoyi.vip')).toBe('ruoyi/vip');
    expect(innerLinkPath('http://a.b:8080/docs/')).toBe('a/b/8080/docs');
  });

  it('turns a RouterVo query into a search string', () => {
    expect(queryToSearch('{"id":1,"t":"a b"}')).toBe('?id=1&t=a+b');
    expect(queryToSearch('not json')).toBe('');
    expect(queryToSearch(undefined)).toBe('');
  });

  it('builds refresh paths through /redirect', () => {
    expect(refreshPath('/system/user?x=1')).toBe('/redirect/system/user?x=1');
  });
});
