import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Progress, Space, Typography, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_IMPORT_ROWS, type FileProblem, type ImportColumn, type ImportRow, type RowProblem } from './import-core';
import { parseExcelFile } from './parse-file';

export type { ImportColumn, ImportRow } from './import-core';

/** A problem the caller's own row check found, already translated. */
interface RowCheckProblem {
  column: string;
  message: string;
}

export interface ExcelImportProps {
  /** The columns to read; their declared rules are checked in the worker. */
  columns: ImportColumn[];
  /** The template's file name (".xlsx" is added). */
  templateName: string;
  /** Further checks on each row, run after the worker's (cheap checks only: it runs on the page). */
  validateRow?: (row: ImportRow) => RowCheckProblem[];
  /**
   * Imports the rows without problems. The server decides: it may import some and refuse others, which
   * it answers as `refused` (shown per row, with the parse's problems, in the dialog and its report). A
   * rejection (nothing imported) keeps the dialog open and shows its message.
   */
  onImport: (rows: ImportRow[]) => Promise<ImportOutcome | void>;
  /** Defaults to "Import from Excel". */
  label?: string;
  /** Defaults to the spec's 20,000. */
  maxRows?: number;
  disabled?: boolean;
}

/** What the server answered to an import: the rows it refused, each with why (already translated). */
export interface ImportOutcome {
  refused?: Array<{ row: number; column: string; message: string }>;
}

const ACCEPT = '.xlsx,.xls,.csv';
/** Files over 10 MB are refused before they are read. */
const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
const PREVIEW_PROBLEMS = 5;

type Step =
  | { kind: 'idle' }
  | { kind: 'parsing'; fileName: string; percent: number }
  | {
      kind: 'refused';
      fileName: string;
      problem: FileProblem | { code: 'failed'; message: string } | { code: 'tooBig'; max: number };
    }
  | { kind: 'parsed'; fileName: string; total: number; valid: ImportRow[]; problems: RowProblem[] }
  /** The server imported some rows and refused others. */
  | { kind: 'imported'; fileName: string; imported: number; refused: number; problems: RowProblem[] };

function describeProblem(t: TFunction, problem: RowProblem): string {
  if (problem.message) return problem.message;
  return t(`excelImport.problem.${problem.code ?? 'invalid'}`, problem.params ?? {});
}

function describeRefusal(t: TFunction, step: Extract<Step, { kind: 'refused' }>): string {
  const { problem, fileName: name } = step;
  switch (problem.code) {
    case 'tooManyRows':
      return t('excelImport.tooManyRows', {
        name,
        count: problem.count.toLocaleString(),
        max: problem.max.toLocaleString(),
      });
    case 'missingColumns':
      return t('excelImport.missingColumns', { name, columns: problem.columns.join(', ') });
    case 'empty':
      return t('excelImport.empty', { name });
    case 'unreadable':
      return t('excelImport.unreadable', { name });
    case 'failed':
      return t('excelImport.failed', { name, message: problem.message });
    case 'tooBig':
      return t('excelImport.tooBig', { name, max: `${problem.max / (1024 * 1024)} MB` });
  }
}

/**
 * Excel import: a button opening a dialog with the template download, a file drop, a progress bar while
 * the file is parsed and checked (in a Web Worker), the row-level problems with a downloadable report,
 * and the import of the rows that passed. More than 20,000 rows is refused.
 */
export function ExcelImport(props: ExcelImportProps) {
  const { columns, templateName, validateRow, onImport, label, maxRows = MAX_IMPORT_ROWS, disabled } = props;
  const { t } = useTranslation('kit');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState('');
  // A newer file replaces an older one still being parsed; closing the dialog stops it.
  const attempt = useRef(0);
  const parsing = useRef<AbortController | null>(null);

  const reset = () => {
    attempt.current += 1;
    parsing.current?.abort();
    parsing.current = null;
    setStep({ kind: 'idle' });
    setImportError('');
  };

  const close = () => {
    if (importing) return;
    reset();
    setOpen(false);
  };

  const start = async (file: File) => {
    parsing.current?.abort();
    const controller = new AbortController();
    parsing.current = controller;
    const mine = ++attempt.current;
    setImportError('');
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      return setStep({ kind: 'refused', fileName: file.name, problem: { code: 'tooBig', max: MAX_IMPORT_FILE_BYTES } });
    }
    setStep({ kind: 'parsing', fileName: file.name, percent: 0 });
    try {
      const result = await parseExcelFile(file, {
        columns,
        maxRows,
        signal: controller.signal,
        onProgress: (percent) => {
          if (attempt.current === mine) setStep({ kind: 'parsing', fileName: file.name, percent });
        },
      });
      if (attempt.current !== mine) return;
      if (!result.ok) return setStep({ kind: 'refused', fileName: file.name, problem: result.problem });
      const problems = [...result.problems];
      if (validateRow) {
        for (const row of result.rows) {
          for (const found of validateRow(row)) problems.push({ row: row.row, ...found });
        }
        problems.sort((a, b) => a.row - b.row);
      }
      const badRows = new Set(problems.map((problem) => problem.row));
      setStep({
        kind: 'parsed',
        fileName: file.name,
        total: result.total,
        valid: result.rows.filter((row) => !badRows.has(row.row)),
        problems,
      });
    } catch (error) {
      if (attempt.current !== mine) return;
      const reason = error instanceof Error ? error.message : String(error);
      setStep({ kind: 'refused', fileName: file.name, problem: { code: 'failed', message: reason } });
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    void start(file);
    return false;
  };

  // The files module (and xlsx) loads on click: a failed load or a workbook that cannot be written says so.
  const downloadTemplate = async () => {
    try {
      const files = await import('./workbook-files');
      files.downloadTemplate(templateName, columns);
    } catch {
      message.error(t('excelImport.templateFailed'));
    }
  };

  const downloadReport = async (problems: RowProblem[]) => {
    try {
      const files = await import('./workbook-files');
      writeReport(files, problems);
    } catch {
      message.error(t('excelImport.reportFailed'));
    }
  };

  const writeReport = (files: typeof import('./workbook-files'), problems: RowProblem[]) => {
    files.downloadReport(
      t('excelImport.reportName'),
      {
        row: t('excelImport.report.row'),
        column: t('excelImport.report.column'),
        problem: t('excelImport.report.problem'),
      },
      problems.map((problem) => ({ row: problem.row, column: problem.column, problem: describeProblem(t, problem) })),
    );
  };

  const runImport = async (parsed: Extract<Step, { kind: 'parsed' }>) => {
    const rows = parsed.valid;
    setImporting(true);
    setImportError('');
    try {
      const refused = (await onImport(rows))?.refused ?? [];
      const imported = rows.length - new Set(refused.map((problem) => problem.row)).size;
      if (refused.length === 0) {
        message.success(t('excelImport.imported', { count: imported }));
        reset();
        setOpen(false);
        return;
      }
      if (imported > 0) message.success(t('excelImport.imported', { count: imported }));
      setStep({
        kind: 'imported',
        fileName: parsed.fileName,
        imported,
        refused: parsed.total - imported,
        problems: [...parsed.problems, ...refused].sort((a, b) => a.row - b.row),
      });
    } catch (error) {
      setImportError(error instanceof Error ? error.message : t('excelImport.importFailed'));
    } finally {
      setImporting(false);
    }
  };

  const problemList = (problems: RowProblem[]) => (
    <>
      <ul className="excel-import__problems" aria-label={t('excelImport.problems')}>
        {problems.slice(0, PREVIEW_PROBLEMS).map((problem, index) => (
          <li key={index}>
            {t('excelImport.problemLine', {
              row: problem.row,
              column: problem.column,
              problem: describeProblem(t, problem),
            })}
          </li>
        ))}
      </ul>
      {problems.length > PREVIEW_PROBLEMS && (
        <Typography.Text type="secondary">
          {t('excelImport.moreProblems', { count: problems.length - PREVIEW_PROBLEMS })}
        </Typography.Text>
      )}
      <Button icon={<DownloadOutlined />} onClick={() => void downloadReport(problems)}>
        {t('excelImport.downloadReport')}
      </Button>
    </>
  );

  const footer =
    step.kind === 'parsed'
      ? [
          <Button key="another" onClick={reset} disabled={importing}>
            {t('excelImport.chooseAnother')}
          </Button>,
          <Button
            key="import"
            type="primary"
            loading={importing}
            disabled={step.valid.length === 0}
            onClick={() => void runImport(step)}
          >
            {t('excelImport.importRows', { count: step.valid.length })}
          </Button>,
        ]
      : step.kind === 'imported'
        ? [
            <Button key="close" type="primary" onClick={close}>
              {t('excelImport.close')}
            </Button>,
          ]
        : [
            <Button key="close" onClick={close}>
              {t('common:cancel')}
            </Button>,
          ];

  return (
    <>
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen(true)} disabled={disabled}>
        {label ?? t('excelImport.button')}
      </Button>
      <Modal
        open={open}
        title={label ?? t('excelImport.button')}
        onCancel={close}
        footer={footer}
        destroyOnHidden
        mask={{ closable: false }}
        width={560}
      >
        <div className="excel-import">
          <Typography.Paragraph>
            {t('excelImport.intro', { max: maxRows.toLocaleString() })}{' '}
            <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
              {t('excelImport.template')}
            </Button>
          </Typography.Paragraph>

          {(step.kind === 'idle' || step.kind === 'refused') && (
            <Upload.Dragger
              accept={ACCEPT}
              multiple={false}
              showUploadList={false}
              beforeUpload={beforeUpload}
              aria-label={t('excelImport.drop')}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('excelImport.drop')}</p>
              <p className="ant-upload-hint">{t('excelImport.hint')}</p>
            </Upload.Dragger>
          )}

          {step.kind === 'parsing' && (
            <div role="status">
              <Typography.Text>{t('excelImport.parsing', { name: step.fileName })}</Typography.Text>
              <Progress percent={step.percent} aria-label={t('excelImport.progress')} />
            </div>
          )}

          {step.kind === 'refused' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="excel-import__result"
              title={describeRefusal(t, step)}
            />
          )}

          {step.kind === 'imported' && (
            <Space orientation="vertical" className="excel-import__result" style={{ width: '100%' }}>
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={t('excelImport.partlyImported', {
                  name: step.fileName,
                  imported: step.imported,
                  refused: step.refused,
                })}
              />
              {problemList(step.problems)}
            </Space>
          )}

          {step.kind === 'parsed' && (
            <Space orientation="vertical" className="excel-import__result" style={{ width: '100%' }}>
              <Alert
                type={step.problems.length ? 'warning' : 'success'}
                showIcon
                title={
                  step.problems.length
                    ? t('excelImport.summary', {
                        name: step.fileName,
                        total: step.total,
                        valid: step.valid.length,
                        invalid: step.total - step.valid.length,
                      })
                    : t('excelImport.allValid', { name: step.fileName, total: step.total })
                }
              />
              {step.problems.length > 0 && problemList(step.problems)}
              {importError && <Alert type="error" showIcon role="alert" title={importError} />}
            </Space>
          )}
        </div>
      </Modal>
    </>
  );
}
