#!/usr/bin/env python3
"""Derives, straight from the source CSVs (not through the import or the server), the expectations of
server/src/features/occupations/nearby.routes.test.ts: the nearest registered apprenticeship sponsors
and the state licenses for a few ZIP codes and occupations. Run once by hand when the data changes:

    node -e "const z=require('zipcodes');process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(z.codes).map(([k,v])=>[k,[v.latitude,v.longitude]]))))" > /tmp/zips.json
    python3 scripts/import-data/derive-nearby-expectations.py ../shared/data /tmp/zips.json

ZIP coordinates are the npm `zipcodes` package's (what the server uses). Distance: great-circle
(haversine, Earth radius 3,958.8 miles) from the ZIP to the sponsor. The import's two cleaning rules
are applied here as written in scripts/import-data/sponsors.ts: test accounts left out, and a sponsor
geocoded more than 50 miles from its own ZIP placed at that ZIP."""
import csv, json, math, re, sys

shared = sys.argv[1] if len(sys.argv) > 1 else '../shared/data'
zips = json.load(open(sys.argv[2] if len(sys.argv) > 2 else '/tmp/zips.json'))
TEST_ACCOUNT = re.compile(r'\(test\b|\btest (account|program|sponsor)\b|-test/', re.I)
CASES = [
    # (name, zip, lat, lon, state, soc)
    ('an electrician in Minneapolis', '55401', 44.9835, -93.2683, 'MN', '47-2111'),
    ('a machinist in Cleveland, Ohio', '44114', 41.5064, -81.6743, 'OH', '51-4041'),
    ('a nursing assistant in Alpine, rural Texas', '79830', 30.2631, -103.6541, 'TX', '31-1131'),
    ('an electrician in Los Angeles', '90012', 34.0614, -118.2385, 'CA', '47-2111'),
]

def miles(lat1, lon1, lat2, lon2):
    r = math.pi / 180
    h = math.sin((lat2 - lat1) * r / 2) ** 2 + math.cos(lat1 * r) * math.cos(lat2 * r) * math.sin((lon2 - lon1) * r / 2) ** 2
    return 2 * 3958.8 * math.asin(min(1, math.sqrt(h)))

sponsors = []
for s in csv.DictReader(open(f'{shared}/apprenticeship_rapids_and_sponsors/apprenticeship_sponsors_partner_finder_20260810.csv', encoding='utf-8')):
    if TEST_ACCOUNT.search(s['NAME']):
        continue
    lat, lon = float(s['LATITUDE']), float(s['LONGITUDE'])
    z = zips.get(s['ZIP'])
    if z and miles(z[0], z[1], lat, lon) > 50:
        lat, lon = z
    sponsors.append({**s, 'LATITUDE': lat, 'LONGITUDE': lon})
licenses = list(csv.DictReader(open(f'{shared}/careeronestop_licenses_derived/careeronestop_state_licenses.csv', encoding='utf-8')))
for name, zip_, lat, lon, state, soc in CASES:
    near = sorted(
        ((miles(lat, lon, float(s['LATITUDE']), float(s['LONGITUDE'])), s) for s in sponsors if soc in s['SOC_CODES'].split('|')),
        key=lambda x: (x[0], x[1]['SPONSOR_ID']),
    )
    state_licenses = sorted({l['LICENSE_ID'] for l in licenses if l['STATE'] == state and l['JURISDICTION'] == 'State' and soc in l['SOC_CODES'].split('|')})
    federal = sorted({l['LICENSE_ID'] for l in licenses if l['JURISDICTION'] == 'Federal' and soc in l['SOC_CODES'].split('|')})
    print(json.dumps({
        'case': name, 'zip': zip_, 'soc': soc,
        'sponsorsInState': sum(1 for _, s in near if s['STATE'] == state),
        'nearest': [[s['SPONSOR_ID'], s['NAME'], s['STATE'], round(d, 1)] for d, s in near[:5]],
        'stateLicenses': state_licenses, 'federalLicenses': federal,
    }))
