import { fireEvent, render, screen, within } from '../../../../tests/support/dom';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Suspense } from 'react';
import * as XLSX from 'xlsx';
import { ExcelImport, type ImportColumn } from './excel-import';
import { unhandledRejectionsReported, watchUnhandledRejections } from '../../../../tests/support/promises';

/** Longer than an Excel cell holds (32,767 characters): writing it makes the xlsx writer throw. */
const TOO_LONG_FOR_A_CELL = 'x'.repeat(40_000);

function workbookFile(rows: unknown[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'words.xlsx');
}

describe('ExcelImport', () => {
  it('says so when the template or the error report cannot be written', async () => {
    const rejections = watchUnhandledRejections();
    const columns: ImportColumn[] = [{ key: 'word', title: 'Word', required: true, example: TOO_LONG_FOR_A_CELL }];
    const user = userEvent.setup();
    render(
      <App>
        <Suspense fallback="loading">
          <ExcelImport
            columns={columns}
            templateName="words"
            validateRow={() => [{ column: 'Word', message: TOO_LONG_FOR_A_CELL }]}
            onImport={async () => undefined}
          />
        </Suspense>
      </App>,
    );
    await user.click(await screen.findByRole('button', { name: /Import from Excel/ }));
    const dialog = (await screen.findByText('Import from Excel', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;

    await user.click(within(dialog).getByRole('button', { name: /Download template/ }));
    expect(await screen.findByText('The template could not be downloaded. Try again.')).toBeInTheDocument();

    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [workbookFile([['Word'], ['spam']])] },
    });
    await user.click(await within(dialog).findByRole('button', { name: /Download error report/ }));
    expect(await screen.findByText('The error report could not be downloaded. Try again.')).toBeInTheDocument();

    await unhandledRejectionsReported();
    expect(rejections).toEqual([]);
  });
});
