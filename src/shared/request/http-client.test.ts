import { http as mswHttp, HttpResponse, delay } from 'msw';
import { Blob as NodeBlob } from 'node:buffer';
import { server } from '../../mocks/node';
import { httpClient } from './http-client';
import { http } from './http';

describe('probe', () => {
  it('probes', async () => {
    const seen: Record<string, unknown> = {};
    seen.blobIsNode = globalThis.Blob === NodeBlob;
    seen.fetchType = typeof fetch;
    server.use(
      mswHttp.get('*/test/bin', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream' } })),
      mswHttp.get('*/test/slow', async () => { await delay(300); return HttpResponse.json({ code: 200, data: 1 }); }),
    );
    const ab = await httpClient.get('/test/bin', { responseType: 'arraybuffer' });
    seen.ab = [ab.data instanceof ArrayBuffer, ab.data?.constructor?.name];
    seen.origin = window.location.origin;
    const d = await http.download('/test/bin', undefined, { adapter: 'fetch', baseURL: window.location.origin });
    seen.dlf = [typeof d, d instanceof Blob, d instanceof NodeBlob, (d as Blob)?.constructor?.name];
    const t0 = Date.now();
    await http.get('/test/slow', undefined, { timeout: 50, adapter: 'fetch', baseURL: window.location.origin }).catch((e) => { seen.tof = [e.code, e.message, e.original?.code, Date.now() - t0]; });
    await http.get('/test/slow', undefined, { timeout: 50, adapter: 'http', baseURL: window.location.origin }).catch((e) => { seen.toh = [e.code, e.message, e.original?.code, Date.now() - t0]; });
    console.log(JSON.stringify(seen, null, 1));
  });
});
