import { Alert, App, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../request/request-error';
import { KeptDraftNotice, useOpenFormTracking } from '../unsaved-changes/use-open-form';
import { useSingleSubmit } from './use-single-submit';

/** Field errors a server may send with a refused save: `{ fieldErrors: [{ field, message }] }`. */
interface FieldErrorsBody {
  fieldErrors?: Array<{ field: string; message: string }>;
}

export interface FormDrawerProps<V> {
  open: boolean;
  title: string;
  initialValues?: Partial<V>;
  /** Saves; a rejection keeps the drawer open with everything the user typed. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  width?: number;
}

/**
 * A create/edit form in a drawer: client rules on the fields, the server's refusal shown on the form
 * (on the field it names, or above), nothing lost on failure, and a question before a dirty form is
 * left: closing it, another screen, browser back, the tab closing. When the session ends (a 401) while it
 * holds changes, they are kept and offered again when the same admin opens the same form.
 */
export function FormDrawer<V extends object>(props: FormDrawerProps<V>) {
  const { open, title, initialValues, onSubmit, onClose, children, width = 560 } = props;
  const { t } = useTranslation('kit');
  const { modal } = App.useApp();
  // Each opening gets its own form (made by DrawerForm, which the drawer destroys when hidden): one
  // instance kept across openings would hand the next form the last one's values.
  const [form, setForm] = useState<FormInstance<V> | null>(null);
  const [serverError, setServerError] = useState('');

  const close = () => {
    setServerError('');
    onClose();
  };

  const submit = async (values: V) => {
    setServerError('');
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = isRequestError(error) ? (error.body as FieldErrorsBody | undefined)?.fieldErrors : undefined;
      if (fieldErrors?.length) {
        // A nested field is named by its path with dots (`texts.en.link`: the English link of LangFields).
        form?.setFields(
          fieldErrors.map(({ field, message }) => ({ name: field.split('.'), errors: [message] })) as never,
        );
      }
      setServerError(error instanceof Error ? error.message : t('saveFailed'));
    }
  };
  const { saving, save, onSubmitCapture } = useSingleSubmit(form, submit);

  const requestClose = () => {
    if (!form?.isFieldsTouched()) return close();
    modal.confirm({
      title: t('discard.title'),
      content: t('discard.body'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: close,
    });
  };

  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={requestClose}
      destroyOnHidden
      maskClosable={false}
      extra={
        <Space>
          <Button onClick={requestClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      {serverError && <Alert type="error" showIcon title={serverError} className="form-drawer__error" role="alert" />}
      {/* The drawer destroys its content when hidden, so each opening starts from initialValues. */}
      <DrawerForm<V>
        open={open}
        formKey={title}
        onForm={setForm}
        initialValues={initialValues}
        onSubmitCapture={onSubmitCapture}
        disabled={saving}
      >
        {children}
      </DrawerForm>
    </Drawer>
  );
}

/** The drawer's form, with an instance of its own that lives and dies with the drawer's content. */
function DrawerForm<V extends object>(props: {
  open: boolean;
  formKey: string;
  onForm: (form: FormInstance<V> | null) => void;
  initialValues?: Partial<V>;
  onSubmitCapture: (event: FormEvent) => void;
  disabled: boolean;
  children: FormDrawerProps<V>['children'];
}) {
  const { open, formKey, onForm, initialValues, onSubmitCapture, disabled, children } = props;
  const [form] = Form.useForm<V>();
  const keptDraft = useOpenFormTracking(form, formKey, open);
  useLayoutEffect(() => {
    onForm(form);
    return () => onForm(null);
  }, [form, onForm]);
  return (
    <>
      <KeptDraftNotice draft={keptDraft} />
      <Form<V>
        form={form}
        name="form-drawer"
        layout="vertical"
        initialValues={initialValues}
        onSubmitCapture={onSubmitCapture}
        disabled={disabled}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </>
  );
}
