#!/bin/sh
# Deploys the release in the current folder with no downtime: build once, migrate once, then restart the
# instances one by one, each only after the previous one answers its health check. Run as root from the
# new release's folder, e.g. /srv/site/releases/2026-11-23; PORTS lists the instances (site@PORT units).
set -eu
PORTS="${PORTS:-3001 3002}"
RELEASE="$(pwd)"
set -a; . /etc/site/site.env; set +a

# The instances run as `site`, and so do the build and the migrations.
chown -R site:site "$RELEASE"
sudo -E -u site npm run build
# Once, before any instance runs the new code. A migration must leave the schema usable by the old
# release too, since it keeps serving until its turn to restart.
sudo -E -u site npm run migrate
for port in $PORTS; do
  rm -rf ".next-$port"
  cp -a .next ".next-$port"
done
ln -sfn "$RELEASE" /srv/site/current

for port in $PORTS; do
  echo "restarting site@$port"
  systemctl restart "site@$port"
  tries=0
  until curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
    tries=$((tries + 1))
    if [ "$tries" -gt 120 ]; then echo "site@$port is not healthy after 2 minutes: stopping the roll" >&2; exit 1; fi
    sleep 1
  done
done
echo "all instances run $RELEASE"
