import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Image, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { UserText } from '../../../shared/components/user-text';
import { WaitTime } from '../../../shared/components/wait-time';
import { reviewApi, reviewKeys } from '../api';
import { CLAIM_MS, reviewMachine } from '../rules';
import type { Decision, HistoryEntry, QueueTask, ReportView, ReviewAction } from '../types';
import { DetectionDetails } from './detection-details';
import { SubjectLink } from './subject-link';
import { TRIAGE_KEYS } from './triage-keys';

const REPORT_TIME = 'YYYY-MM-DD HH:mm';
/** Buttons that take something away are red. */
const DANGER: readonly ReviewAction[] = ['delete', 'punish', 'ban', 'blacklist'];
/** The one button of each queue that lets the item through (or agrees with the machine) stands out. */
const PRIMARY: readonly ReviewAction[] = ['pass', 'confirm'];

interface TaskPanelProps {
  task: QueueTask;
  /** Who else holds it, when someone does. */
  heldBy: string | null;
  /** When the moderator's own claim on it ends (ms), while she holds it; `now` is the queue's clock. */
  claimedUntil: number | null;
  now: number;
  offered: ReviewAction[];
  /** The queue's decisions, in the order its buttons show them. */
  decisions: readonly Decision[];
  /** Whether the machine's content review is shown (not on a queue whose own model scored the task). */
  showMachine: boolean;
  onAction: (action: ReviewAction) => void;
  imagesOpen: boolean;
  onImagesOpen: (open: boolean) => void;
}

/** Whole minutes left on a claim; `now` runs a few seconds behind, so never more than a claim lasts. */
const minutesLeft = (ms: number) => Math.ceil(Math.min(CLAIM_MS, ms) / 60_000);

/** The task in front of the moderator: what was written, the images, the reports, and what can be done. */
export function TaskPanel(props: TaskPanelProps) {
  const { task, heldBy, claimedUntil, now, offered, decisions, showMachine, onAction, imagesOpen, onImagesOpen } =
    props;
  const { t } = useTranslation(['review', 'users']);
  // The list says until when another moderator holds the task (a refusal alone does not).
  const othersUntil = heldBy && task.claimedBy === heldBy ? Date.parse(task.claimedUntil ?? '') || 0 : 0;
  // The reports and the history come with the task's detail.
  const detail = useQuery({
    queryKey: reviewKeys.task(task.id),
    queryFn: () => reviewApi.detail(task.id),
  });

  return (
    <Card
      className="review-panel"
      title={<h2 className="review-panel__title">{t('panel.title', { id: task.id })}</h2>}
      role="region"
      aria-label={t('panel.title', { id: task.id })}
    >
      {heldBy && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('refusals.claimedByOther', { by: heldBy })}
          description={othersUntil > now ? t('claim.othersLeft', { count: minutesLeft(othersUntil - now) }) : undefined}
        />
      )}
      {!heldBy && claimedUntil !== null && claimedUntil > now && (
        <p className="review-panel__claim" role="status">
          {t('claim.yours', { count: minutesLeft(claimedUntil - now) })}
        </p>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: t('columns.type'), children: t(`types.${task.type}`) },
          { key: 'source', label: t('columns.source'), children: t(`sources.${task.source}`) },
          { key: 'subject', label: t('columns.subject'), children: <SubjectLink task={task} /> },
          { key: 'author', label: t('columns.author'), children: <UserText>{task.authorLogin}</UserText> },
          { key: 'language', label: t('columns.language'), children: t(`languages.${task.language}`) },
          ...(task.status === 'notProcessed'
            ? [
                {
                  key: 'waited',
                  label: t('columns.waited'),
                  children: <WaitTime since={task.createdAt} dueAt={task.dueAt} now={now} withTarget />,
                },
              ]
            : []),
          ...(showMachine
            ? [
                {
                  key: 'machine',
                  label: t('columns.machineStatus'),
                  children: (
                    <Space size={4}>
                      {t(`machine.${task.machineStatus}`)}
                      {task.machineLabel && (
                        <Tag color="red">
                          <bdi>{task.machineLabel}</bdi>
                        </Tag>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
          {
            key: 'status',
            label: t('columns.status'),
            children: <StatusTag machine={reviewMachine} state={task.status} />,
          },
        ]}
      />
      {/* What a member wrote is text, never markup, in its own direction whatever the interface's. */}
      <p className="review-panel__content">
        <UserText block>{task.content}</UserText>
      </p>
      {task.blacklisted && (
        <Alert type="error" showIcon title={t('panel.blacklisted')} className="review-panel__notice" />
      )}
      {task.detection && <DetectionDetails task={task} detection={task.detection} />}
      {task.images.length > 0 && (
        <Image.PreviewGroup preview={{ open: imagesOpen, onOpenChange: onImagesOpen }}>
          <Space wrap>
            {task.images.map((src, index) => (
              <Image key={src} src={src} width={96} alt={t('panel.image', { number: index + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {task.type === 'report' && <TaskReports count={task.reportCount} reports={detail.data?.reports} />}
      {task.outcome && (
        <p>
          {t('panel.outcome', {
            decision: t(`actions.${task.outcome.decision}`),
            operator: task.outcome.operator,
            at: dayjs(task.outcome.decidedAt).format('YYYY-MM-DD HH:mm'),
          })}
        </p>
      )}
      <TaskHistory entries={detail.data?.history} />
      <Space wrap className="review-panel__actions">
        {[...decisions, 'returnToPool' as const, 'undo' as const]
          .filter((action) => offered.includes(action))
          .map((action) => (
            <Button
              key={action}
              danger={DANGER.includes(action)}
              type={PRIMARY.includes(action) ? 'primary' : 'default'}
              onClick={() => onAction(action)}
              aria-keyshortcuts={TRIAGE_KEYS[action][0]}
            >
              {t(`actions.${action}`)} <kbd aria-hidden>{TRIAGE_KEYS[action][0]}</kbd>
            </Button>
          ))}
      </Space>
    </Card>
  );
}

/**
 * The task's reports, the latest first: how many, by how many users, and each reporter (as the user named
 * the account), when, the reason and the details in the reporter's own words.
 */
function TaskReports({ count, reports }: { count: number; reports: ReportView[] | undefined }) {
  const { t } = useTranslation('review');
  const reporters = new Set(reports?.map((report) => report.reporterId)).size;
  return (
    <section aria-label={t('panel.reports', { count })}>
      <h3 className="review-panel__subtitle">{t('panel.reports', { count })}</h3>
      {reports && <p className="review-queue__meta">{t('panel.reporters', { count: reporters })}</p>}
      <ul className="review-panel__reports">
        {(reports ?? []).map((report) => (
          <li key={report.id}>
            <UserText>{report.reporterLogin}</UserText> · {t(`reasons.${report.reason}`)} ·{' '}
            <bdi dir="ltr">{dayjs(report.reportedAt).format(REPORT_TIME)}</bdi>
            {/* On a line of its own: the reporter's words never run into the reason and the time. */}
            {report.details ? (
              <UserText block>{report.details}</UserText>
            ) : (
              <div className="review-queue__meta">{t('panel.noDetails')}</div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every decision and undo on the task, oldest first: who, when, what and why. */
function TaskHistory({ entries }: { entries: HistoryEntry[] | undefined }) {
  const { t } = useTranslation(['review', 'users']);
  if (!entries) return null;
  return (
    <section aria-label={t('history.title')}>
      <h3 className="review-panel__subtitle">{t('history.title')}</h3>
      {entries.length === 0 ? (
        <p className="review-queue__meta">{t('history.none')}</p>
      ) : (
        <ol className="review-panel__history">
          {entries.map((entry) => (
            <li key={entry.id}>
              {t('history.entry', {
                action: t(`actions.${entry.action}`),
                operator: entry.operator,
                at: dayjs(entry.at).format(REPORT_TIME),
              })}
              {entry.punishKind && ` · ${t(`users:kinds.${entry.punishKind}`)}`}
              {entry.batchOf !== null && ` · ${t('history.batch', { count: entry.batchOf })}`}
              {entry.reasonCode && <div>{t(`kit:decisionReasons.${entry.reasonCode}`)}</div>}
              {entry.note && <UserText block>{entry.note}</UserText>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
