import { QuestionCircleOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Descriptions, Empty, Form, Image, Radio, Select, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../shared/hooks/use-permission';
import { getToken } from '../../../shared/stores/session-store';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/i18n/page-languages';
import { taggingApi } from '../api';
import { bySort, choiceProblem, level2Options, MAX_LEVEL2 } from '../rules';
import type { TagChoice, TaggingTask } from '../types';
import { failureText, refusalText } from './refusal-text';
import { TaskHistory } from './task-history';
import { useTagName, useTags } from './use-tags';
import { KeyHelp, useCommandKeys } from '../../../shared/components/command-keys';
import { UserText } from '../../../shared/components/user-text';
import { WaitTime } from '../../../shared/components/wait-time';
import { useNow } from '../../../shared/hooks/use-now';

const TAG_ACTION = '/marking-content-manage/marking:tag';
/** How often the post's waiting time moves on. */
const CLOCK_MS = 60_000;
/** The workbench's single keys (outside text fields, in any layout; `?` lists them). */
const KEYS = { save: ['s'], skip: ['n'], images: ['o'], help: ['?'] } as const;
type WorkbenchCommand = keyof typeof KEYS;

/**
 * The tagging workbench: one post at a time from the queue (the task in `?task=`, else the next one for
 * this tagger in the page language), its text and images, the tags to choose, save and go on.
 */
export function Workbench({ title }: { title: string }) {
  const { t } = useTranslation(['tagging', 'kit']);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const canTag = useCan(TAG_ACTION);
  const tags = useTags();
  const tagName = useTagName();
  const language = (PAGE_LANGUAGES as readonly string[]).includes(params.get('language') ?? '')
    ? (params.get('language') as PageLanguage)
    : null;
  const requested = Number(params.get('task')) || null;
  const [task, setTask] = useState<TaggingTask | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const now = useNow(CLOCK_MS);
  const [imagesOpen, setImagesOpen] = useState(false);
  const skipped = useRef<number[]>([]);
  const held = useRef<number | null>(null);
  const [form] = Form.useForm<TagChoice>();
  const level1Id = Form.useWatch('level1Id', form) ?? null;

  const show = useCallback(
    (next: TaggingTask | null) => {
      held.current = next?.id ?? null;
      setTask(next);
      form.setFieldsValue({
        level1Id: next?.level1Id ?? null,
        level2Ids: next?.level2Ids ?? [],
        qualityId: next?.qualityId ?? null,
      });
    },
    [form],
  );

  const loadNext = useCallback(async () => {
    setLoading(true);
    setProblem('');
    try {
      show(await taggingApi.next(language, skipped.current));
    } catch (error) {
      show(null);
      setProblem(failureText(t, error));
    } finally {
      setLoading(false);
    }
  }, [language, show, t]);

  // The task asked for in the URL (opened from a list), else the next one; the page language changes it.
  // The effect also re-runs when its tab is shown again, having let go of the task when it was hidden
  // (below): with the same task asked for, the one on screen is claimed back and the tags chosen stay.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!canTag) return;
    let current = true;
    const asked = `${requested}|${language}`;
    const resumed = opened.current === asked ? held.current : null;
    opened.current = asked;
    const open = async () => {
      if (resumed) {
        try {
          await taggingApi.claim(resumed);
        } catch (error) {
          if (current) {
            show(null);
            setProblem(failureText(t, error));
          }
        }
        return;
      }
      if (!requested) return loadNext();
      setLoading(true);
      try {
        const claimed = await taggingApi.claim(requested);
        if (current) show(claimed);
      } catch (error) {
        if (current) {
          show(null);
          setProblem(failureText(t, error));
        }
      } finally {
        if (current) setLoading(false);
      }
    };
    void open();
    return () => {
      current = false;
    };
  }, [canTag, requested, language, loadNext, show, t]);

  // Leaving the workbench, or closing its tab, lets go of the task in front of the tagger. After a sign-out
  // the server has let go of every claim already, and there is no token to call with.
  useEffect(() => {
    const onPageHide = () => {
      if (held.current) void taggingApi.release(held.current, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (held.current && getToken()) void taggingApi.release(held.current).catch(() => undefined);
    };
  }, []);

  const goNext = async () => {
    if (requested) {
      const next = new URLSearchParams(params);
      next.delete('task');
      setParams(next);
    } else await loadNext();
  };

  const save = async () => {
    if (!task || saving) return;
    const choice: TagChoice = {
      level1Id: form.getFieldValue('level1Id') ?? null,
      level2Ids: form.getFieldValue('level2Ids') ?? [],
      qualityId: form.getFieldValue('qualityId') ?? null,
    };
    const refusal = choiceProblem(choice, tags.data ?? []);
    if (refusal) return void message.error(refusalText(t, refusal));
    setSaving(true);
    try {
      await taggingApi.save(task.id, choice);
      held.current = null;
      message.success(t('marking.saved', { id: task.postId }));
      await goNext();
    } catch (error) {
      message.error(failureText(t, error));
    } finally {
      setSaving(false);
    }
  };

  const skip = async () => {
    if (!task) return;
    skipped.current = [...skipped.current, task.id];
    void taggingApi.release(task.id).catch(() => undefined);
    held.current = null;
    await goNext();
  };

  useCommandKeys<WorkbenchCommand>(KEYS, (command) => {
    if (command === 'help') setHelpOpen(true);
    else if (command === 'images') setImagesOpen(!!task?.post.images.length);
    else if (command === 'save') void save();
    else void skip();
  });
  const keyRows = useMemo(
    () =>
      (Object.keys(KEYS) as WorkbenchCommand[]).map((command) => ({
        command,
        keys: KEYS[command],
        label: t(`keys.${command}`),
      })),
    [t],
  );

  const setLanguage = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('task');
    if (value) next.set('language', value);
    else next.delete('language');
    skipped.current = [];
    setParams(next);
  };

  const all = tags.data ?? [];
  const level1Options = all.filter((tag) => tag.kind === 'level1' && tag.enabled).sort(bySort);
  const qualityOptions = all.filter((tag) => tag.kind === 'quality' && tag.enabled).sort(bySort);

  return (
    <Card
      title={<h1 className="screen-title">{title}</h1>}
      extra={
        <Space wrap>
          <Radio.Group
            aria-label={t('filters.language')}
            optionType="button"
            value={language ?? ''}
            onChange={(event) => setLanguage(event.target.value as string)}
            options={[
              { value: '', label: t('kit:all') },
              ...PAGE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) })),
            ]}
          />
          <Button icon={<QuestionCircleOutlined />} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
            {t('keys.open')}
          </Button>
        </Space>
      }
    >
      {problem && <Alert type="warning" showIcon role="status" title={problem} style={{ marginBottom: 16 }} />}
      {loading ? (
        <Spin />
      ) : !task ? (
        <Empty description={problem ? undefined : t('marking.empty')}>
          {problem && <Button onClick={() => void goNext()}>{t('marking.skip')}</Button>}
        </Empty>
      ) : (
        <section role="region" aria-label={t('marking.post', { id: task.postId })}>
          <h2>{t('marking.post', { id: task.postId })}</h2>
          {task.reopenedBy && <Alert type="info" title={t('marking.reopened', { by: task.reopenedBy })} />}
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'author', label: t('columns.author'), children: <UserText>{task.post.authorLogin}</UserText> },
              { key: 'type', label: t('columns.postType'), children: t(`postTypes.${task.post.postType}`) },
              { key: 'language', label: t('columns.language'), children: t(`languages.${task.language}`) },
              {
                key: 'waited',
                label: t('columns.waited'),
                children: <WaitTime since={task.createdAt} dueAt={task.dueAt} now={now} withTarget />,
              },
              {
                key: 'published',
                label: t('columns.published'),
                children: task.post.publishedAt ? dayjs(task.post.publishedAt).format('YYYY-MM-DD HH:mm') : '',
              },
            ]}
          />
          {/* What a member wrote is text, never markup, in its own direction. */}
          <p className="tagging-post__content">
            <UserText block>{task.post.content}</UserText>
          </p>
          {task.post.images.length > 0 && (
            <Image.PreviewGroup preview={{ open: imagesOpen, onOpenChange: setImagesOpen }}>
              <Space wrap>
                {task.post.images.map((src, index) => (
                  <Image key={src} src={src} width={120} alt={t('marking.image', { number: index + 1 })} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          <Form form={form} layout="vertical" name="tagging" onFinish={() => void save()} style={{ marginTop: 16 }}>
            <Form.Item name="level1Id" label={t('marking.level1')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={level1Options.map((tag) => ({ value: tag.id, label: tagName(tag) }))}
                onChange={() => form.setFieldValue('level2Ids', [])}
              />
            </Form.Item>
            <Form.Item
              name="level2Ids"
              label={t('marking.level2')}
              extra={t('marking.level2Help', { max: MAX_LEVEL2 })}
            >
              <Select
                mode="multiple"
                disabled={level1Id === null}
                maxCount={MAX_LEVEL2}
                showSearch={{ optionFilterProp: 'label' }}
                options={level2Options(all, level1Id).map((tag) => ({ value: tag.id, label: tagName(tag) }))}
              />
            </Form.Item>
            <Form.Item name="qualityId" label={t('marking.quality')}>
              <Radio.Group options={qualityOptions.map((tag) => ({ value: tag.id, label: tagName(tag) }))} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={saving} aria-keyshortcuts={KEYS.save[0]}>
                {t('marking.saveNext')} <kbd aria-hidden>{KEYS.save[0].toUpperCase()}</kbd>
              </Button>
              <Button onClick={() => void skip()} aria-keyshortcuts={KEYS.skip[0]}>
                {t('marking.skip')} <kbd aria-hidden>{KEYS.skip[0].toUpperCase()}</kbd>
              </Button>
            </Space>
            <p>{t('marking.keys')}</p>
          </Form>
          <TaskHistory entries={task.history} />
        </section>
      )}
      <KeyHelp open={helpOpen} onClose={() => setHelpOpen(false)} title={t('keys.title')} rows={keyRows} />
    </Card>
  );
}
