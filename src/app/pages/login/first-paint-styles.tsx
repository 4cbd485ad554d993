import { LockOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import { renderToString } from 'react-dom/server';
import { themeFor } from '../../providers/theme';

/**
 * antd's styles for what the login page shows, written into index.html by the build (vite.config.ts,
 * `firstPaintStyles`), in <style> tags like those antd would inject itself, with antd's record of which
 * styles they are.
 *
 * antd builds a component's CSS in the browser the first time the component renders: on /login that was
 * about 80 ms of the first render (generating, serialising and inserting the CSS of Button, Form, Input,
 * Checkbox, the grid and the icons), between the scripts' arrival and the first paint. With the styles
 * already in the page, antd finds them in its record and skips all of it, here and on every later screen.
 *
 * Runs in Node at build time. The tree holds the antd components the login page renders, in the default
 * appearance (light, comfortable, with motion): the styles are keyed by the theme, so any other appearance,
 * or a component missing here, is styled by antd in the browser as before, only not ahead of time.
 * tests/e2e/login.spec.ts checks that /login leaves antd nothing to generate.
 */
export function renderFirstPaintStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <LoginStyleTree />
    </StyleProvider>,
  );
  // Only the components' styles: antd always writes its CSS variables (the theme's tokens) itself.
  return extractStyle(cache, { types: 'style' });
}

/** The antd components the login page renders, in the default appearance, for their styles only. */
export function LoginStyleTree() {
  return (
    <ConfigProvider theme={themeFor({ dark: false, compact: false, motion: true })}>
      <Button size="small" type="primary">
        a
      </Button>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="a" name="a" rules={[{ required: true }]}>
          <Input prefix={<UserOutlined />} />
        </Form.Item>
        <Form.Item label="b" name="b">
          <Input.Password prefix={<LockOutlined />} />
        </Form.Item>
        <Form.Item name="c" valuePropName="checked">
          <Checkbox>c</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large">
          d
        </Button>
      </Form>
      <Button block size="large" icon={<MessageOutlined />}>
        e
      </Button>
    </ConfigProvider>
  );
}
