import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Card,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Dropdown,
  Empty,
  Layout,
  Menu,
  Modal,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { LoginStyleTree } from '../pages/login/first-paint-styles';
import { themeFor } from '../providers/theme';

/** antd's record of the styles a page already holds, as `extractStyle` writes it. */
const STYLE_RECORD = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/**
 * The antd components a signed-in page shows first: the shell (side menu, tab bar, header, breadcrumb,
 * its dropdowns and dialogs) and what the list and dashboard screens are made of (filter forms, table,
 * pagination, tags, cards, statistics), in the default appearance, for their styles only.
 */
function SignedInStyleTree() {
  return (
    <ConfigProvider theme={themeFor({ dark: false, compact: false, motion: true })}>
      <App>
        <Layout>
          <Layout.Sider collapsible>
            <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
          </Layout.Sider>
          <Layout>
            <Layout.Header />
            <Layout.Content>
              <Tabs type="editable-card" hideAdd items={[{ key: 'a', label: 'a' }]} />
              <Breadcrumb items={[{ title: 'a' }]} />
              <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
                <a>a</a>
              </Dropdown>
              <Tooltip title="a">
                <span>a</span>
              </Tooltip>
              <Badge count={1} />
              <Avatar>a</Avatar>
              <Modal open={false} />
              <Card>
                <Space>
                  <Select />
                  <DatePicker.RangePicker />
                  <Switch />
                  <Tag color="green">a</Tag>
                  <Typography.Text>a</Typography.Text>
                </Space>
                <Table
                  rowSelection={{}}
                  columns={[{ title: 'a', dataIndex: 'a' }]}
                  dataSource={[{ key: 1, a: 'a' }]}
                  pagination={{ total: 50, showSizeChanger: true }}
                />
                <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
                <Statistic value={1} />
                <Skeleton />
                <Empty />
                <Spin />
              </Card>
            </Layout.Content>
          </Layout>
        </Layout>
      </App>
    </ConfigProvider>
  );
}

/**
 * antd's styles for what a signed-in page shows first, as one stylesheet: the build writes it
 * (vite.config.ts, `signedInStyles`), and index.html's inline script links it, ahead of the console's
 * own stylesheets, when the browser holds a session.
 *
 * antd builds a component's CSS in the browser the first time the component renders. On a signed-in
 * page's first load that was about 40 styles (the menu, the tab bar, the table, the pickers ...),
 * serialised, hashed and inserted before the screen showed. The stylesheet ends with antd's record of
 * the styles it holds, the login page's included (index.html holds those), so antd finds every one there
 * and skips all of it.
 *
 * Runs in Node at build time, like the login page's styles (../pages/login/first-paint-styles.tsx), and
 * for the same appearance: any other (dark, compact, no motion), or a component missing here, is styled
 * by antd in the browser as before. tests/e2e/landing-styles.spec.ts checks that the landing leaves antd
 * nothing to generate, and that the styles apply.
 */
export function renderSignedInStyles(): string {
  const cache = createCache();
  const render = (tree: ReactNode) => renderToString(<StyleProvider cache={cache}>{tree}</StyleProvider>);
  render(<LoginStyleTree />);
  const loginRecord = STYLE_RECORD.exec(extractStyle(cache, { types: 'style', plain: true, once: true }))?.[1];
  render(<SignedInStyleTree />);
  const css = extractStyle(cache, { types: 'style', plain: true, once: true });
  const record = STYLE_RECORD.exec(css)?.[1];
  if (!loginRecord || !record) throw new Error('renderSignedInStyles: antd wrote no record of its styles');
  return css.replace(STYLE_RECORD, `.data-ant-cssinjs-cache-path{content:"${loginRecord};${record}";}`);
}
