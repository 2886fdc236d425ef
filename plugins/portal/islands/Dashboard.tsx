import type { CurrentUser } from '../../../core/portal/current-user.ts';
import type { ExternalServiceUrls } from '../../../core/portal/protocol.ts';
import { dashboardTiles } from './dashboard-tiles.ts';
import type { PortalLabels } from './labels.ts';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  user: CurrentUser;
  /** The portal home path, `/en/mykomax`. */
  home: string;
  labels: PortalLabels;
  /** The configured external service URLs (customer-area §2); default none. */
  serviceUrls?: ExternalServiceUrls;
}

/**
 * The portal's home (customer-area §4 dashboard): the current user with initials and
 * one tile per application with its status (`data-status`) and, for active own services, its link.
 */
export function Dashboard({ user, home, labels, serviceUrls = {} }: DashboardProps) {
  const tiles = dashboardTiles({ roles: user.roles, portalHome: home, serviceUrls });
  return (
    <section className="sf-portal__dashboard" aria-labelledby="sf-portal-title">
      <h1 id="sf-portal-title" className="sf-page__title">
        {labels.title}
      </h1>
      <p className="sf-portal__user">
        <span className="sf-portal__initials" aria-hidden="true">
          {user.initials}
        </span>{' '}
        <span className="sf-portal__name">{user.fullName}</span>{' '}
        <span className="sf-portal__email">{user.email}</span>
      </p>
      <h2>{labels.applications}</h2>
      <ul className="sf-portal__tiles">
        {tiles.map((tile) => (
          <li key={tile.id} className="sf-portal__tile" data-application={tile.id} data-status={tile.status}>
            <h3>{labels[tile.label]}</h3>
            {tile.userType ? <p className="sf-portal__user-type">{labels[tile.userType]}</p> : null}
            <p className="sf-portal__tile-status">{labels[`status.${tile.status}`]}</p>
            {tile.href ? (
              <a
                href={tile.href}
                {...(tile.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {labels[tile.linkLabel]}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
