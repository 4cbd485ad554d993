import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_ENTRY } from '../../shared/menu/build-routes';
import { menuName } from '../../shared/menu/menu-name';
import type { MenuEntry } from '../../shared/menu/menu-types';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useMenuStore } from '../../shared/stores/menu-store';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { MenuIcon } from '../../shared/menu/menu-icons';
import './home.css';

/** Home: a greeting and the areas the admin may open, each with its screens as shortcuts. */
export function Home() {
  const { t } = useTranslation('home');
  const language = usePreferencesStore((state) => state.language);
  useDocumentTitle(menuName(HOME_ENTRY.name, language));
  const user = useSessionStore((state) => state.userInfo);
  const menus = useMenuStore((state) => state.menus);
  const routes = useMenuStore((state) => state.routes);
  const routable = new Set(routes.map((route) => route.path));
  const areas = menus.filter((entry) => entry.uri !== HOME_ENTRY.uri);
  const screensOf = (area: MenuEntry) => (area.childAuths ?? []).filter((entry) => routable.has(entry.uri));
  const readyAreas = areas.filter((area) => screensOf(area).length > 0);
  const waitingAreas = areas.filter((area) => screensOf(area).length === 0);

  return (
    <div className="home">
      <Typography.Title level={2}>{t('greeting', { name: user.firstName || user.login })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro', { count: areas.length })}</Typography.Paragraph>
      {areas.length === 0 && <Empty description={t('noAreas')} />}
      <Row gutter={[16, 16]}>
        {readyAreas.map((area) => (
          <Col key={area.id} xs={24} sm={12} lg={8} xl={6}>
            <Card
              size="small"
              title={
                <span className="home__area-title">
                  <MenuIcon name={area.icon} /> {menuName(area.name, language)}
                </span>
              }
            >
              <ul className="home__shortcuts" aria-label={menuName(area.name, language)}>
                {screensOf(area).map((screen) => (
                  <li key={screen.id}>
                    <Link to={screen.uri}>{menuName(screen.name, language)}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
      {waitingAreas.length > 0 && (
        <Typography.Paragraph type="secondary" className="home__waiting">
          {t('waitingAreas', { names: waitingAreas.map((area) => menuName(area.name, language)).join(' · ') })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
