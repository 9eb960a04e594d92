/**
 * Reference cases for the robots.txt matcher, each naming its source:
 * - [robots_test.cc <TEST>]: google/robotstxt, robots_test.cc (commit 22b355f), Google's open-source
 *   robots.txt parser and matcher; every EXPECT of the tests that exercise matching, transcribed.
 * - [RFC 9309 §x]: the Robots Exclusion Protocol RFC, https://www.rfc-editor.org/rfc/rfc9309.html
 * - [Google robots.txt docs]: https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt
 * Derived once into this file; nothing is fetched at test time.
 */
import { describe, expect, it } from 'vitest';
import { decodeRobotsTxt, robotsBlocksAll, robotsBlocksGooglebot } from '@/lib/tester/checks/robots';
import { escapePattern, isAllowed, MAX_LINE_BYTES, parseRobotsTxt, pathOf } from '@/lib/tester/checks/robots-rules';

type Case = [source: string, robots: string, agent: string, url: string, allowed: boolean];

const allowed = (robots: string, agent: string, url: string) => isAllowed(parseRobotsTxt(robots), agent, url);

const groups =
  'allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\nallow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\nallow: /z/\ndisallow: /\n';
const upper = 'USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n';
const lower = 'user-agent: FooBot\nallow: /x/\ndisallow: /\n';
const camel = 'uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n';
const uaUpper = 'User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n';
const uaLower = 'User-Agent: foo bar\nAllow: /x/\nDisallow: /\n';
const uaCamel = 'User-Agent: FoO bAr\nAllow: /x/\nDisallow: /\n';
const fish = (allow: string) => `user-agent: FooBot\ndisallow: /\nallow: ${allow}\n`;

const CASES: Case[] = [
  ['robots_test.cc GoogleOnly_SystemTest: empty robots.txt', '', 'FooBot', '', true],
  ['robots_test.cc GoogleOnly_SystemTest: empty user-agent', 'user-agent: FooBot\ndisallow: /\n', '', '', true],
  ['robots_test.cc GoogleOnly_SystemTest: empty url is "/"', 'user-agent: FooBot\ndisallow: /\n', 'FooBot', '', false],
  ['robots_test.cc GoogleOnly_SystemTest: all empty', '', '', '', true],
  ['robots_test.cc ID_LineSyntax_Line: correct', 'user-agent: FooBot\ndisallow: /\n', 'FooBot', 'http://foo.bar/x/y', false],
  ['robots_test.cc ID_LineSyntax_Line: unknown names', 'foo: FooBot\nbar: /\n', 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_LineSyntax_Line: missing colon accepted', 'user-agent FooBot\ndisallow /\n', 'FooBot', 'http://foo.bar/x/y', false],
  ['robots_test.cc ID_LineSyntax_Groups: FooBot x', groups, 'FooBot', 'http://foo.bar/x/b', true],
  ['robots_test.cc ID_LineSyntax_Groups: FooBot z', groups, 'FooBot', 'http://foo.bar/z/d', true],
  ['robots_test.cc ID_LineSyntax_Groups: FooBot y', groups, 'FooBot', 'http://foo.bar/y/c', false],
  ['robots_test.cc ID_LineSyntax_Groups: BarBot y', groups, 'BarBot', 'http://foo.bar/y/c', true],
  ['robots_test.cc ID_LineSyntax_Groups: BarBot w', groups, 'BarBot', 'http://foo.bar/w/a', true],
  ['robots_test.cc ID_LineSyntax_Groups: BarBot z', groups, 'BarBot', 'http://foo.bar/z/d', false],
  ['robots_test.cc ID_LineSyntax_Groups: BazBot z', groups, 'BazBot', 'http://foo.bar/z/d', true],
  ['robots_test.cc ID_LineSyntax_Groups: rule outside groups ignored (FooBot)', groups, 'FooBot', 'http://foo.bar/foo/bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups: rule outside groups ignored (BarBot)', groups, 'BarBot', 'http://foo.bar/foo/bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups: rule outside groups ignored (BazBot)', groups, 'BazBot', 'http://foo.bar/foo/bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups_OtherRules: sitemap keeps the group (FooBot)', 'User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n', 'FooBot', 'http://foo.bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups_OtherRules: sitemap keeps the group (BarBot)', 'User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n', 'BarBot', 'http://foo.bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups_OtherRules: unknown line keeps the group (FooBot)', 'User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n', 'FooBot', 'http://foo.bar/', false],
  ['robots_test.cc ID_LineSyntax_Groups_OtherRules: unknown line keeps the group (BarBot)', 'User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n', 'BarBot', 'http://foo.bar/', false],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: upper allowed', upper, 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: lower allowed', lower, 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: camel allowed', camel, 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: upper disallowed', upper, 'FooBot', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: lower disallowed', lower, 'FooBot', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_REPLineNamesCaseInsensitive: camel disallowed', camel, 'FooBot', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FOO BAR / Foo allowed', uaUpper, 'Foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: foo bar / Foo allowed', uaLower, 'Foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FoO bAr / Foo allowed', uaCamel, 'Foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FOO BAR / Foo disallowed', uaUpper, 'Foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: foo bar / Foo disallowed', uaLower, 'Foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FoO bAr / Foo disallowed', uaCamel, 'Foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FOO BAR / foo allowed', uaUpper, 'foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: foo bar / foo allowed', uaLower, 'foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FoO bAr / foo allowed', uaCamel, 'foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FOO BAR / foo disallowed', uaUpper, 'foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: foo bar / foo disallowed', uaLower, 'foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc ID_UserAgentValueCaseInsensitive: FoO bAr / foo disallowed', uaCamel, 'foo', 'http://foo.bar/a/b', false],
  ['robots_test.cc GoogleOnly_AcceptUserAgentUpToFirstSpace: Foo', 'User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n', 'Foo', 'http://foo.bar/x/y', true],
  ['robots_test.cc GoogleOnly_AcceptUserAgentUpToFirstSpace: "Foo Bar"', 'User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n', 'Foo Bar', 'http://foo.bar/x/y', false],
  ['robots_test.cc ID_GlobalGroups_Secondary: empty file', '', 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_GlobalGroups_Secondary: specific group wins', 'user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n', 'FooBot', 'http://foo.bar/x/y', false],
  ['robots_test.cc ID_GlobalGroups_Secondary: global group', 'user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n', 'BarBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_GlobalGroups_Secondary: no matching group', 'user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n', 'QuxBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_AllowDisallow_Value_CaseSensitive: lowercase rule', 'user-agent: FooBot\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/y', false],
  ['robots_test.cc ID_AllowDisallow_Value_CaseSensitive: uppercase rule', 'user-agent: FooBot\ndisallow: /X/\n', 'FooBot', 'http://foo.bar/x/y', true],
  ['robots_test.cc ID_LongestMatch: longer disallow', 'user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n', 'FooBot', 'http://foo.bar/x/page.html', false],
  ['robots_test.cc ID_LongestMatch: longer allow', 'user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/page.html', true],
  ['robots_test.cc ID_LongestMatch: directory itself', 'user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/', false],
  ['robots_test.cc ID_LongestMatch: empty allow and disallow', 'user-agent: FooBot\ndisallow: \nallow: \n', 'FooBot', 'http://foo.bar/x/page.html', true],
  ['robots_test.cc ID_LongestMatch: equal / patterns, allow wins', 'user-agent: FooBot\ndisallow: /\nallow: /\n', 'FooBot', 'http://foo.bar/x/page.html', true],
  ['robots_test.cc ID_LongestMatch: /x disallowed', 'user-agent: FooBot\ndisallow: /x\nallow: /x/\n', 'FooBot', 'http://foo.bar/x', false],
  ['robots_test.cc ID_LongestMatch: /x/ allowed', 'user-agent: FooBot\ndisallow: /x\nallow: /x/\n', 'FooBot', 'http://foo.bar/x/', true],
  ['robots_test.cc ID_LongestMatch: equal page patterns, allow wins', 'user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n', 'FooBot', 'http://foo.bar/x/page.html', true],
  ['robots_test.cc ID_LongestMatch: /*.html beats /page', 'user-agent: FooBot\nallow: /page\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/page.html', false],
  ['robots_test.cc ID_LongestMatch: /page alone', 'user-agent: FooBot\nallow: /page\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/page', true],
  ['robots_test.cc ID_LongestMatch: /x/page. beats /*.html', 'user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/x/page.html', true],
  ['robots_test.cc ID_LongestMatch: /*.html elsewhere', 'user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/x/y.html', false],
  ['robots_test.cc ID_LongestMatch: specific group allows /x/', 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', 'FooBot', 'http://foo.bar/x/page', true],
  ['robots_test.cc ID_LongestMatch: specific group disallows /y/', 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', 'FooBot', 'http://foo.bar/y/page', false],
  ['robots_test.cc ID_Encoding: query with a URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n', 'FooBot', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par', true],
  ['robots_test.cc ID_Encoding: UTF-8 rule, encoded URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true],
  ['robots_test.cc ID_Encoding: UTF-8 rule, raw URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n', 'FooBot', 'http://foo.bar/foo/bar/ツ', false],
  ['robots_test.cc ID_Encoding: encoded rule, encoded URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true],
  ['robots_test.cc ID_Encoding: encoded rule, raw URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n', 'FooBot', 'http://foo.bar/foo/bar/ツ', false],
  ['robots_test.cc ID_Encoding: encoded unreserved, plain URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n', 'FooBot', 'http://foo.bar/foo/bar/baz', false],
  ['robots_test.cc ID_Encoding: encoded unreserved, encoded URL', 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n', 'FooBot', 'http://foo.bar/foo/bar/%62%61%7A', true],
  ['robots_test.cc ID_SpecialCharacters: * in the middle (quz)', 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n', 'FooBot', 'http://foo.bar/foo/bar/quz', false],
  ['robots_test.cc ID_SpecialCharacters: * in the middle (/foo/quz)', 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n', 'FooBot', 'http://foo.bar/foo/quz', true],
  ['robots_test.cc ID_SpecialCharacters: * in the middle (//quz)', 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n', 'FooBot', 'http://foo.bar/foo//quz', true],
  ['robots_test.cc ID_SpecialCharacters: * in the middle (bax)', 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n', 'FooBot', 'http://foo.bar/foo/bax/quz', true],
  ['robots_test.cc ID_SpecialCharacters: $ end (exact)', 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n', 'FooBot', 'http://foo.bar/foo/bar', false],
  ['robots_test.cc ID_SpecialCharacters: $ end (qux)', 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n', 'FooBot', 'http://foo.bar/foo/bar/qux', true],
  ['robots_test.cc ID_SpecialCharacters: $ end (slash)', 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n', 'FooBot', 'http://foo.bar/foo/bar/', true],
  ['robots_test.cc ID_SpecialCharacters: $ end (baz)', 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n', 'FooBot', 'http://foo.bar/foo/bar/baz', true],
  ['robots_test.cc ID_SpecialCharacters: # comment (bar)', 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n', 'FooBot', 'http://foo.bar/foo/bar', true],
  ['robots_test.cc ID_SpecialCharacters: # comment (quz)', 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n', 'FooBot', 'http://foo.bar/foo/quz', false],
  ['robots_test.cc GoogleOnly_IndexHTMLisDirectory: directory', 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n', 'foobot', 'http://foo.com/allowed-slash/', true],
  ['robots_test.cc GoogleOnly_IndexHTMLisDirectory: index.htm', 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n', 'foobot', 'http://foo.com/allowed-slash/index.htm', false],
  ['robots_test.cc GoogleOnly_IndexHTMLisDirectory: exact', 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n', 'foobot', 'http://foo.com/allowed-slash/index.html', true],
  ['robots_test.cc GoogleOnly_IndexHTMLisDirectory: other', 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n', 'foobot', 'http://foo.com/anyother-url', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /bar', fish('/fish'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /fish', fish('/fish'), 'FooBot', 'http://foo.bar/fish', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /fish.html', fish('/fish'), 'FooBot', 'http://foo.bar/fish.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /fish/salmon.html', fish('/fish'), 'FooBot', 'http://foo.bar/fish/salmon.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /fishheads', fish('/fish'), 'FooBot', 'http://foo.bar/fishheads', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /fishheads/yummy.html', fish('/fish'), 'FooBot', 'http://foo.bar/fishheads/yummy.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: query', fish('/fish'), 'FooBot', 'http://foo.bar/fish.html?id=anything', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /Fish.asp', fish('/fish'), 'FooBot', 'http://foo.bar/Fish.asp', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /catfish', fish('/fish'), 'FooBot', 'http://foo.bar/catfish', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish: /?id=fish', fish('/fish'), 'FooBot', 'http://foo.bar/?id=fish', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /bar', fish('/fish*'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /fish', fish('/fish*'), 'FooBot', 'http://foo.bar/fish', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /fish.html', fish('/fish*'), 'FooBot', 'http://foo.bar/fish.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /fish/salmon.html', fish('/fish*'), 'FooBot', 'http://foo.bar/fish/salmon.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /fishheads', fish('/fish*'), 'FooBot', 'http://foo.bar/fishheads', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /fishheads/yummy.html', fish('/fish*'), 'FooBot', 'http://foo.bar/fishheads/yummy.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: query', fish('/fish*'), 'FooBot', 'http://foo.bar/fish.html?id=anything', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /Fish.bar', fish('/fish*'), 'FooBot', 'http://foo.bar/Fish.bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /catfish', fish('/fish*'), 'FooBot', 'http://foo.bar/catfish', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*: /?id=fish', fish('/fish*'), 'FooBot', 'http://foo.bar/?id=fish', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /bar', fish('/fish/'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish/', fish('/fish/'), 'FooBot', 'http://foo.bar/fish/', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish/salmon', fish('/fish/'), 'FooBot', 'http://foo.bar/fish/salmon', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish/?salmon', fish('/fish/'), 'FooBot', 'http://foo.bar/fish/?salmon', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish/salmon.html', fish('/fish/'), 'FooBot', 'http://foo.bar/fish/salmon.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish/?id=anything', fish('/fish/'), 'FooBot', 'http://foo.bar/fish/?id=anything', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish', fish('/fish/'), 'FooBot', 'http://foo.bar/fish', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /fish.html', fish('/fish/'), 'FooBot', 'http://foo.bar/fish.html', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish/: /Fish/Salmon.html', fish('/fish/'), 'FooBot', 'http://foo.bar/Fish/Salmon.html', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /bar', fish('/*.php'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /filename.php', fish('/*.php'), 'FooBot', 'http://foo.bar/filename.php', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /folder/filename.php', fish('/*.php'), 'FooBot', 'http://foo.bar/folder/filename.php', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: with parameters', fish('/*.php'), 'FooBot', 'http://foo.bar/folder/filename.php?parameters', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: //folder/any.php.file.html', fish('/*.php'), 'FooBot', 'http://foo.bar//folder/any.php.file.html', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /filename.php/', fish('/*.php'), 'FooBot', 'http://foo.bar/filename.php/', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /index?f=filename.php/', fish('/*.php'), 'FooBot', 'http://foo.bar/index?f=filename.php/', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /php/', fish('/*.php'), 'FooBot', 'http://foo.bar/php/', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /index?php', fish('/*.php'), 'FooBot', 'http://foo.bar/index?php', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php: /windows.PHP', fish('/*.php'), 'FooBot', 'http://foo.bar/windows.PHP', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /bar', fish('/*.php$'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /filename.php', fish('/*.php$'), 'FooBot', 'http://foo.bar/filename.php', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /folder/filename.php', fish('/*.php$'), 'FooBot', 'http://foo.bar/folder/filename.php', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: with parameters', fish('/*.php$'), 'FooBot', 'http://foo.bar/filename.php?parameters', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /filename.php/', fish('/*.php$'), 'FooBot', 'http://foo.bar/filename.php/', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /filename.php5', fish('/*.php$'), 'FooBot', 'http://foo.bar/filename.php5', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /php/', fish('/*.php$'), 'FooBot', 'http://foo.bar/php/', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /filename?php', fish('/*.php$'), 'FooBot', 'http://foo.bar/filename?php', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: /aaaphpaaa', fish('/*.php$'), 'FooBot', 'http://foo.bar/aaaphpaaa', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /*.php$: //windows.PHP', fish('/*.php$'), 'FooBot', 'http://foo.bar//windows.PHP', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*.php: /bar', fish('/fish*.php'), 'FooBot', 'http://foo.bar/bar', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*.php: /fish.php', fish('/fish*.php'), 'FooBot', 'http://foo.bar/fish.php', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*.php: catfish.php', fish('/fish*.php'), 'FooBot', 'http://foo.bar/fishheads/catfish.php?parameters', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks /fish*.php: /Fish.PHP', fish('/fish*.php'), 'FooBot', 'http://foo.bar/Fish.PHP', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks precedence: allow /p', 'user-agent: FooBot\nallow: /p\ndisallow: /\n', 'FooBot', 'http://example.com/page', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks precedence: equal /folder', 'user-agent: FooBot\nallow: /folder\ndisallow: /folder\n', 'FooBot', 'http://example.com/folder/page', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks precedence: /*.htm', 'user-agent: FooBot\nallow: /page\ndisallow: /*.htm\n', 'FooBot', 'http://example.com/page.htm', false],
  ['robots_test.cc GoogleOnly_DocumentationChecks precedence: /$ home', 'user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', 'http://example.com/', true],
  ['robots_test.cc GoogleOnly_DocumentationChecks precedence: /$ page', 'user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', 'http://example.com/page.html', false],
];

describe('robots.txt matching: google/robotstxt reference cases', () => {
  it.each(CASES)('[%s]', (_source, robots, agent, url, expected) => {
    expect(allowed(robots, agent, url)).toBe(expected);
  });
});

describe('robots.txt line limits and encoding: google/robotstxt reference cases', () => {
  const longLine = (prefix: string, fill: string) => {
    let line = '/x/';
    const max = MAX_LINE_BYTES - line.length - prefix.length + 1;
    while (line.length < max) line += fill;
    return line;
  };

  it('[robots_test.cc GoogleOnly_LineTooLong] a disallow rule cut at 8 × 2083 bytes still matches', () => {
    const line = longLine('disallow: ', 'a');
    const robots = `user-agent: FooBot\ndisallow: ${line}/qux\n`;
    expect(allowed(robots, 'FooBot', 'http://foo.bar/fux')).toBe(true);
    expect(allowed(robots, 'FooBot', `http://foo.bar${line}/fux`)).toBe(false);
  });

  it('[robots_test.cc GoogleOnly_LineTooLong] allow rules cut at 8 × 2083 bytes', () => {
    const a = longLine('allow: ', 'a');
    const b = longLine('allow: ', 'b');
    const robots = `user-agent: FooBot\ndisallow: /\nallow: ${a}/qux\nallow: ${b}/qux\n`;
    expect(allowed(robots, 'FooBot', 'http://foo.bar/')).toBe(false);
    expect(allowed(robots, 'FooBot', `http://foo.bar${a}/qux`)).toBe(true);
    expect(allowed(robots, 'FooBot', `http://foo.bar${b}/fux`)).toBe(true);
  });

  it.each([
    ['LF', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /\n'],
    ['CRLF', 'User-Agent: foo\r\nAllow: /some/path\r\nUser-Agent: bar\r\n\r\n\r\nDisallow: /\r\n'],
    ['CR', 'User-Agent: foo\rAllow: /some/path\rUser-Agent: bar\r\r\rDisallow: /\r'],
    ['no final newline', 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /'],
    ['mixed', 'User-Agent: foo\nAllow: /some/path\r\nUser-Agent: bar\n\r\n\nDisallow: /'],
  ])('[robots_test.cc ID_LinesNumbersAreCountedCorrectly] %s line ends: 4 directives', (_, robots) => {
    expect(parseRobotsTxt(robots).directives).toBe(4);
    expect(allowed(robots, 'bar', 'http://foo.bar/x')).toBe(false);
    expect(allowed(robots, 'foo', 'http://foo.bar/x')).toBe(true);
  });

  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));

  it.each([
    ['a full byte order mark', bytes([0xef, 0xbb, 0xbf], 'User-Agent: foo\nAllow: /AnyValue\n'), 2],
    ['a partial byte order mark (2 bytes)', bytes([0xef, 0xbb], 'User-Agent: foo\nAllow: /AnyValue\n'), 2],
    ['a partial byte order mark (1 byte)', bytes([0xef], 'User-Agent: foo\nAllow: /AnyValue\n'), 2],
    ['a broken byte order mark (garbage line)', bytes([0xef, 0x11, 0xbf], 'User-Agent: foo\nAllow: /AnyValue\n'), 1],
    ['a byte order mark in the middle', bytes('User-Agent: foo\n', [0xef, 0xbb, 0xbf], 'Allow: /AnyValue\n'), 1],
  ])('[robots_test.cc ID_UTF8ByteOrderMarkIsSkipped] %s', (_, body, directives) => {
    expect(parseRobotsTxt(decodeRobotsTxt(body)).directives).toBe(directives);
  });

  it('[robots_test.cc ID_NonStandardLineExample_Sitemap] a sitemap line anywhere is a directive and ends no group', () => {
    expect(parseRobotsTxt('Sitemap: http://foo.bar/sitemap.xml\nUser-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\n').directives).toBe(4);
  });

  it.each([
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/', '/'],
    ['http://www.example.com/a', '/a'],
    ['http://www.example.com/a/', '/a/'],
    ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['example.com', '/'],
    ['example.com/', '/'],
    ['example.com/a', '/a'],
    ['example.com/a/', '/a/'],
    ['example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['a', '/'],
    ['a/', '/'],
    ['/a', '/a'],
    ['a/b', '/b'],
    ['example.com?a', '/?a'],
    ['example.com/a;b#c', '/a;b'],
    ['//a/b/c', '/b/c'],
  ])('[robots_test.cc TestGetPathParamsQuery] %j -> %j', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });

  it.each([
    ['http://www.example.com', 'http://www.example.com'],
    ['/a/b/c', '/a/b/c'],
    ['á', '%C3%A1'],
    ['%aa', '%AA'],
  ])('[robots_test.cc TestMaybeEscapePattern] %j -> %j', (pattern, escaped) => {
    expect(escapePattern(pattern)).toBe(escaped);
  });
});

describe('the tester’s verdicts (RFC 9309 and Google’s documentation)', () => {
  it.each([
    ['RFC 9309 §2.2.2: Disallow: / blocks every path', 'User-agent: *\nDisallow: /', true],
    ['RFC 9309 §2.2.3: Disallow: /* blocks the site ("*" matches any characters)', 'User-agent: *\nDisallow: /*', true],
    ['Google robots.txt docs ("*" at the start of a rule): Disallow: * blocks the site', 'User-agent: *\nDisallow: *', true],
    ['RFC 9309 §2.2.2: longest match wins: Allow: / vs Disallow: /* is blocked', 'User-agent: *\nAllow: /\nDisallow: /*', true],
    ['RFC 9309 §2.2.2: equally long Allow: / and Disallow: / is allowed (least restrictive)', 'User-agent: *\nDisallow: /\nAllow: /', false],
    ['RFC 9309 §2.2.2: Allow: /$ opens the home page only, the site is not wholly blocked', 'User-agent: *\nAllow: /$\nDisallow: /', false],
    ['RFC 9309 §2.2.2: Disallow: /$ blocks only the home page', 'User-agent: *\nDisallow: /$', false],
    ['RFC 9309 §2.2.1: rules for another crawler only', 'User-agent: BadBot\nDisallow: /', false],
    ['RFC 9309 §2.2.1: groups of one user-agent are combined', 'User-agent: *\nDisallow: /a/\n\nUser-agent: *\nDisallow: /', true],
    ['RFC 9309 §2.1: field names are case-insensitive', 'USER-AGENT: *\nDISALLOW: /', true],
  ])('[%s]', (_source, robots, blocks) => {
    expect(robotsBlocksAll(robots)).toBe(blocks);
  });

  it.each([
    ['RFC 9309 §2.2.1: a Googlebot group overrides *', 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /', true, false],
    ['RFC 9309 §2.2.1: a Googlebot group blocking while * is open', 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /', false, true],
    ['RFC 9309 §2.2.1: the product token ignores the version (Googlebot/2.1)', 'User-agent: Googlebot/2.1\nDisallow: /', false, true],
    ['RFC 9309 §2.2.1: Googlebot without a group of its own obeys *', 'User-agent: *\nDisallow: /', true, true],
    ['Google robots.txt docs: Googlebot-Image is another crawler', 'User-agent: Googlebot-Image\nDisallow: /', false, false],
  ])('[%s]', (_source, robots, all, google) => {
    expect(robotsBlocksAll(robots)).toBe(all);
    expect(robotsBlocksGooglebot(robots)).toBe(google);
  });
});
