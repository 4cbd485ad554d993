import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';

const ROWS = [{ key: 1, name: '' }];
const COLUMNS = [{ title: '', dataIndex: 'name' }];

/**
 * The components a list screen shows first (ListPage: card, filter form, table with selection and
 * pagination, tags), kept rendered into an element outside the page. antd generates a component's
 * styles when the first one mounts and drops them when the last one unmounts, so without this every
 * screen change regenerates the table's and the form's styles; with it, a screen finds them ready.
 */
export function AntdStyleKeeper() {
  const [outsideThePage] = useState(() => document.createElement('div'));
  return createPortal(
    <Card title=" ">
      <Form layout="inline">
        <Form.Item label=" ">
          <Input allowClear />
        </Form.Item>
        <Form.Item label=" ">
          <Select allowClear />
        </Form.Item>
        <Form.Item label=" ">
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary"> </Button>
        </Space>
      </Form>
      <Typography.Text> </Typography.Text>
      <Tag> </Tag>
      <Table
        rowSelection={{}}
        columns={COLUMNS}
        dataSource={ROWS}
        scroll={{ x: 'max-content' }}
        pagination={{ total: ROWS.length, showSizeChanger: true }}
      />
    </Card>,
    outsideThePage,
  );
}
