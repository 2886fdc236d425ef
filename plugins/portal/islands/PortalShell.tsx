import { opensScreen, SERVICE_SCREENS } from '../../../core/portal/service-screens.ts';
import { deriveServiceStatuses } from '../../../core/portal/service-status.ts';
import { AccountScreen } from './account/AccountScreen.tsx';
import { Dashboard } from './Dashboard.tsx';
import { InventoryScreen } from './inventory/InventoryScreen.tsx';
import type { PortalLabels } from './labels.ts';
import { PortalLink } from './PortalLink.tsx';
import type { PortalRoute } from './routes.ts';
import type { PortalScreenLabels } from './screen-labels.ts';
import type { PortalSession } from './session.ts';
import { TicketsScreen } from './tickets/TicketsScreen.tsx';
import { UserAdminScreen } from './user-admin/UserAdminScreen.tsx';
import { WireFlowScreen } from './wire-flow/WireFlowScreen.tsx';

/** Props of {@link PortalShell}. */
export interface PortalShellProps {
  session: PortalSession;
  route: PortalRoute;
  labels: PortalLabels;
  screenLabels: PortalScreenLabels;
}

/**
 * The signed-in portal (customer-area §2 screens): a navigation bar (the service screens the user may
 * open, account, logout) and the screen the route names. A service screen the user's roles do not open
 * shows a note instead; an unknown path shows a not-found note with a way back.
 */
export function PortalShell({ session, route, labels, screenLabels }: PortalShellProps) {
  const statuses = deriveServiceStatuses(session.user.roles);
  const { home } = session;
  const items: Array<{ route: PortalRoute['screen']; href: string; label: string; show: boolean }> = [
    { route: 'dashboard', href: home, label: labels['nav.dashboard'], show: true },
    ...SERVICE_SCREENS.map((entry) => ({
      route: entry.screen,
      href: `${home}/${entry.path}`,
      label: labels[`nav.${entry.screen}`],
      show: statuses[entry.service] === 'active',
    })),
    { route: 'account', href: `${home}/account`, label: labels['nav.account'], show: true },
  ];
  return (
    <div className="sf-portal__shell">
      <nav className="sf-portal__nav" aria-label={labels['nav.label']}>
        <ul>
          {items
            .filter((item) => item.show)
            .map((item) => (
              <li key={item.route}>
                <PortalLink
                  session={session}
                  to={item.href}
                  {...(item.route === route.screen ? { 'aria-current': 'page' as const } : {})}
                >
                  {item.label}
                </PortalLink>
              </li>
            ))}
          <li>
            <a href={`${home}/logout`} className="sf-portal__logout">
              {labels.logout}
            </a>
          </li>
        </ul>
      </nav>
      <div className="sf-portal__screen">
        {opensScreen(route.screen, statuses) ? (
          <Screen session={session} route={route} labels={labels} screenLabels={screenLabels} />
        ) : (
          <Note session={session} text={labels.noAccess} back={labels.backToDashboard} />
        )}
      </div>
    </div>
  );
}

function Screen({ session, route, labels, screenLabels }: PortalShellProps) {
  switch (route.screen) {
    case 'dashboard':
      return (
        <Dashboard
          user={session.user}
          home={session.home}
          labels={labels}
          serviceUrls={session.config.serviceUrls}
        />
      );
    case 'account':
      return <AccountScreen session={session} labels={screenLabels.account} />;
    case 'inventory':
      return <InventoryScreen session={session} view={route.view} labels={screenLabels.inventory} />;
    case 'tickets':
      return <TicketsScreen session={session} route={route} labels={screenLabels.tickets} />;
    case 'userAdmin':
      return <UserAdminScreen session={session} route={route} labels={screenLabels.userAdmin} />;
    case 'wireFlow':
      return <WireFlowScreen session={session} labels={screenLabels.wireFlow} />;
    case 'logout':
      return (
        <p className="sf-portal__status" role="status">
          {labels.loggingOut}
        </p>
      );
    default:
      return <Note session={session} text={labels.notFound} back={labels.backToDashboard} />;
  }
}

function Note({ session, text, back }: { session: PortalSession; text: string; back: string }) {
  return (
    <div className="sf-portal__note" role="alert">
      <p>{text}</p>
      <PortalLink session={session} to={session.home}>
        {back}
      </PortalLink>
    </div>
  );
}
