import { fireEvent, render, waitFor, within } from '../support/dom';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { ossApi } from '../../src/shared/uploads/uploads-api';
import { worker } from '../../src/mocks/test-worker';
import { ImageUpload, type ImageUploadProps } from '../../src/shared/components/image-upload/image-upload';
import { i18n } from '../../src/shared/i18n/i18n';
import { existingSession } from './render-app';
import { pngFile } from '../support/png-file';

type Limits = Pick<ImageUploadProps, 'exactSize' | 'maxBytes'>;

async function renderForm(limits: Limits = {}) {
  await existingSession('admin');
  await i18n.loadNamespaces('kit');
  const submitted: Array<Record<string, unknown>> = [];
  const user = userEvent.setup();
  const view = render(
    <App>
      <Form onFinish={(values) => submitted.push(values)}>
        <Form.Item name="cover" label="Cover" rules={[{ required: true, message: 'A cover image must be uploaded' }]}>
          <ImageUpload upload={ossApi.upload} {...limits} />
        </Form.Item>
        <Button htmlType="submit">Submit</Button>
      </Form>
    </App>,
  );
  const fileInput = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
  const submit = () => user.click(within(view.container).getByRole('button', { name: 'Submit' }));
  return { user, submitted, choose, submit, container: view.container };
}

function countUploads() {
  const counter = { uploads: 0 };
  worker.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/oss/api/files')) counter.uploads += 1;
  });
  return counter;
}

afterEach(() => worker.events.removeAllListeners());

describe('ImageUpload in a form', () => {
  it('is required, uploads to object storage, previews the image and can remove it', async () => {
    const { user, submitted, choose, submit, container } = await renderForm();
    expect(within(container).getByLabelText('Cover')).toHaveTextContent('Upload image');
    expect(within(container).getByText(/png, jpg, jpeg, bmp, svg, tiff, webp, gif; at most 10 MB/)).toBeInTheDocument();
    await submit();
    expect(await within(container).findByText('A cover image must be uploaded')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);

    choose(pngFile('cover.png', 1, 1));
    const preview = await within(container).findByRole('img', { name: 'Uploaded image' });
    expect(preview.getAttribute('src')).toMatch(/\/mock-oss\/\d+\/cover\.png$/);
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].cover).toBe(preview.getAttribute('src'));

    await user.click(within(container).getByRole('button', { name: /Remove image/ }));
    expect(within(container).queryByRole('img', { name: 'Uploaded image' })).not.toBeInTheDocument();
    await submit();
    expect(await within(container).findByText('A cover image must be uploaded')).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
  });

  it('refuses the wrong type, size or dimensions before uploading anything', async () => {
    const counter = countUploads();
    const { choose, container } = await renderForm({
      maxBytes: 10 * 1024 * 1024,
      exactSize: { width: 750, height: 1624 },
    });
    expect(within(container).getByText(/exactly 750×1624 px, at most 10 MB/)).toBeInTheDocument();

    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(container).findByRole('alert')).toHaveTextContent(
      'notes.txt is not an image: use png, jpg, jpeg, bmp, svg, tiff, webp, gif',
    );
    choose(pngFile('square.png', 750, 750));
    expect(
      await within(container).findByText('square.png is 750×750 px; it must be exactly 750×1624 px'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    choose(big);
    expect(
      await within(container).findByText(/^huge\.png is \d+ KB; images must be at most 10 MB$/),
    ).toBeInTheDocument();
    expect(counter.uploads).toBe(0);

    choose(pngFile('splash.png', 750, 1624));
    expect(await within(container).findByRole('img', { name: 'Uploaded image' })).toBeInTheDocument();
    expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
    expect(counter.uploads).toBe(1);
  });

  it('shows the storage refusing the upload and keeps the field empty', async () => {
    worker.use(
      http.post('*/services/oss/api/files', () => HttpResponse.json({ code: 400, message: 'Storage quota exceeded' })),
    );
    const { choose, submit, submitted, container } = await renderForm();
    choose(pngFile('cover.png', 1, 1));
    expect(
      await within(container).findByText('Storage quota exceeded', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(within(container).queryByRole('img', { name: 'Uploaded image' })).not.toBeInTheDocument();
    await submit();
    expect(await within(container).findByText('A cover image must be uploaded')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });
});
