import { calls, createApiClient } from '@havbruk/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callUrl, fetchWithHandover, handOver, type HandedOverAnswer } from './handover.ts';

const URL_A = 'http://api.test/asc/data/nordvik';

function handOverAnswer(answer: HandedOverAnswer | null, url = URL_A, startedAt = performance.now()) {
  handOver({ url, answer: Promise.resolve(answer), startedAt });
}

describe('fetchWithHandover', () => {
  const network = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"from":"network"}', { status: 200 })));
  afterEach(() => {
    network.mockClear();
    vi.unstubAllGlobals();
  });
  const stubNetwork = () => vi.stubGlobal('fetch', network);

  it('answers the first GET of the handed-over URL from the handed-over request, then asks the network', async () => {
    stubNetwork();
    handOverAnswer({ status: 200, statusText: 'OK', body: '{"from":"boot"}' });
    const first = await fetchWithHandover(URL_A, { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ from: 'boot' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchWithHandover(URL_A)).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('hands over an error answer as it came (the client reports a 404 like its own)', async () => {
    stubNetwork();
    handOverAnswer({ status: 404, statusText: 'Not Found', body: '{"message":"No such company"}' });
    const response = await fetchWithHandover(URL_A);
    expect(response.status).toBe(404);
    expect(network).not.toHaveBeenCalled();
  });

  it('asks the network for another URL, another method, a failed or an old handed-over request', async () => {
    stubNetwork();
    handOverAnswer({ status: 200, statusText: 'OK', body: '{}' });
    await fetchWithHandover('http://api.test/asc/data/other');
    await fetchWithHandover(URL_A, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(2);
    handOverAnswer(null);
    expect(await (await fetchWithHandover(URL_A)).json()).toEqual({ from: 'network' });
    handOverAnswer({ status: 200, statusText: 'OK', body: '{}' }, URL_A, performance.now() - 61_000);
    expect(await (await fetchWithHandover(URL_A)).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('respects an abort that came while the handed-over request was on its way', async () => {
    stubNetwork();
    handOverAnswer({ status: 200, statusText: 'OK', body: '{}' });
    const controller = new AbortController();
    const pending = fetchWithHandover(URL_A, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('callUrl', () => {
  it("builds the URL the API client asks for, so the client's request finds the handed-over one", () => {
    for (const alias of ['nordvik-sjomat', 'Å & ø/x', 'a b?c']) {
      for (const base of ['http://api.test', 'http://api.test/']) {
        const client = createApiClient({ baseUrl: base });
        expect(callUrl(base, calls.getAscCompany.path, { alias })).toBe(
          client.url('getAscCompany', { params: { alias } }),
        );
      }
    }
  });
});
