#!/usr/bin/env python3
"""Extracts the postcode centroids of Village's eleven countries into services/kit/data/postcode-centroids.tsv.gz.

The source is GeoNames' postal-code file (https://www.geonames.org/, CC BY 4.0), as carried whole by the PyPI
package geotz 0.0.2b0 (geotz/data/geonames_all_countries_sorted.tsv: country code, postcode, place, admin names and
codes, latitude, longitude, accuracy). One row per postcode key of a country: the mean of its rows' coordinates and
the first row's place name. The output is sorted, gzip-compressed without a timestamp, so the same input gives the
same bytes; the listings migration that creates `postcode_centroids` loads it.

    python3 scripts/extract-postcode-centroids.py            # downloads the wheel with pip into a temp directory
    python3 scripts/extract-postcode-centroids.py path.whl   # or reads a wheel already downloaded
"""

import csv
import gzip
import io
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

PACKAGE = "geotz==0.0.2b0"
MEMBER = "geotz/data/geonames_all_countries_sorted.tsv"
COUNTRIES = ("GB", "IE", "US", "CA", "AU", "NZ", "DE", "FR", "ES", "IT", "NL")
OUTPUT = Path(__file__).resolve().parent.parent / "services" / "kit" / "data" / "postcode-centroids.tsv.gz"


def download_wheel(directory: str) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "--dest", directory, PACKAGE],
        check=True,
    )
    wheels = list(Path(directory).glob("geotz-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one geotz wheel in {directory}, found {wheels}")
    return wheels[0]


def centroids(wheel: Path) -> list[tuple[str, str, str, float, float]]:
    sums: dict[tuple[str, str], list] = {}
    with zipfile.ZipFile(wheel) as archive, archive.open(MEMBER) as raw:
        for row in csv.reader(io.TextIOWrapper(raw, encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(row) < 11 or row[0] not in COUNTRIES or not row[9] or not row[10]:
                continue
            key = (row[0], " ".join(row[1].upper().split()))
            entry = sums.setdefault(key, [row[2].strip(), 0.0, 0.0, 0])
            entry[1] += float(row[9])
            entry[2] += float(row[10])
            entry[3] += 1
    return [
        (country, postcode, place, latitude / count, longitude / count)
        for (country, postcode), (place, latitude, longitude, count) in sorted(sums.items())
    ]


def write(rows: list[tuple[str, str, str, float, float]]) -> None:
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    text = io.StringIO()
    text.write("country\tpostcode\tplace\tlatitude\tlongitude\n")
    for country, postcode, place, latitude, longitude in rows:
        clean_place = place.replace("\t", " ").replace("\n", " ")
        text.write(f"{country}\t{postcode}\t{clean_place}\t{latitude:.4f}\t{longitude:.4f}\n")
    with open(OUTPUT, "wb") as file, gzip.GzipFile(filename="", mode="wb", fileobj=file, mtime=0, compresslevel=9) as gz:
        gz.write(text.getvalue().encode("utf-8"))


def main() -> None:
    if len(sys.argv) > 1:
        rows = centroids(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as directory:
            rows = centroids(download_wheel(directory))
    write(rows)
    per_country: dict[str, int] = {}
    for row in rows:
        per_country[row[0]] = per_country.get(row[0], 0) + 1
    summary = ", ".join(f"{country} {per_country.get(country, 0)}" for country in COUNTRIES)
    print(f"{len(rows)} postcode centroids ({summary}) -> {OUTPUT}")


if __name__ == "__main__":
    main()
