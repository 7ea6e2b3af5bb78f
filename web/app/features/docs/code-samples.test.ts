import { describe, expect, it } from 'vitest';
import {
  buildCurl,
  buildFetch,
  buildPython,
  callUrl,
  exampleParams,
  interfacePathOf,
  shellQuote,
  type TCall,
} from './code-samples';

const call: TCall = {
  base: 'https://api.matchwire.io/v1',
  path: 'football/matches',
  key: 'mw_live_abc',
  params: [
    ['date', '2025-11-24'],
    ['teamId', ''],
    ['lang', 'en'],
  ],
};

describe('the data API calls of a reference page', () => {
  it('finds the interface below /v1 of the documented URL', () => {
    expect(interfacePathOf('https://api.matchwire.io/v1/football/matches')).toBe('football/matches');
    expect(interfacePathOf('https://api.matchwire.io/v1/esports/lol/live/')).toBe('esports/lol/live');
    expect(interfacePathOf('https://api.matchwire.io/football/matches')).toBeNull();
    expect(interfacePathOf('not a url')).toBeNull();
    expect(interfacePathOf(null)).toBeNull();
  });

  it('reads the example query in its order', () => {
    expect(exampleParams('date=2025-11-24&competitionId=39')).toEqual([
      ['date', '2025-11-24'],
      ['competitionId', '39'],
    ]);
    expect(exampleParams('')).toEqual([]);
    expect(exampleParams(null)).toEqual([]);
  });

  it('puts the key first, leaves empty values out and percent-encodes names and values', () => {
    expect(callUrl(call)).toBe('https://api.matchwire.io/v1/football/matches?key=mw_live_abc&date=2025-11-24&lang=en');
    expect(
      callUrl({
        ...call,
        key: 'a&b=c',
        params: [
          ['q', 'x y/é#?'],
          ['odd name', '1+1'],
        ],
      }),
    ).toBe('https://api.matchwire.io/v1/football/matches?key=a%26b%3Dc&q=x%20y%2F%C3%A9%23%3F&odd%20name=1%2B1');
  });

  it('quotes the curl address for the shell, single quotes included', () => {
    expect(buildCurl(call)).toBe(
      "curl -sS 'https://api.matchwire.io/v1/football/matches?key=mw_live_abc&date=2025-11-24&lang=en'",
    );
    // encodeURIComponent keeps ' as it is: the shell quoting must close and reopen around it.
    expect(buildCurl({ ...call, key: "it's", params: [] })).toBe(
      "curl -sS 'https://api.matchwire.io/v1/football/matches?key=it'\\''s'",
    );
    expect(shellQuote("a'b $HOME `x`")).toBe("'a'\\''b $HOME `x`'");
  });

  it('writes JavaScript with string literals the language reads back as the values', () => {
    const code = buildFetch({ ...call, key: 'k"\\\n', params: [['name', '${evil}`']] });
    expect(code).toContain('const url = new URL("https://api.matchwire.io/v1/football/matches");');
    const literals = [...code.matchAll(/^ {2}("(?:[^"\\]|\\.)*"): ("(?:[^"\\]|\\.)*"),$/gm)].map((match) => [
      JSON.parse(match[1]!),
      JSON.parse(match[2]!),
    ]);
    expect(literals).toEqual([
      ['key', 'k"\\\n'],
      ['name', '${evil}`'],
    ]);
    expect(code).toContain('await fetch(url)');
  });

  it('writes Python requests with the key and the filled parameters as params', () => {
    expect(buildPython(call)).toBe(
      [
        'import requests',
        '',
        'response = requests.get(',
        '    "https://api.matchwire.io/v1/football/matches",',
        '    params={',
        '        "key": "mw_live_abc",',
        '        "date": "2025-11-24",',
        '        "lang": "en",',
        '    },',
        '    timeout=10,',
        ')',
        'print(response.status_code, response.headers.get("RateLimit-Remaining"))',
        'print(response.json())',
      ].join('\n'),
    );
  });
});
