#!/usr/bin/env python3
"""Cuts the demo page's photographs into the tiles the page shows (docs/bridge.md, "The demo page").

Run once; the output is committed, so building and testing need neither this script nor its
inputs. Reads three photographs of Debian's mate-backgrounds package (GPL-2+, photographers named
in Web/photos/COPYRIGHT) from /usr/share/backgrounds/mate/nature, or from the package unpacked in a
temporary directory (`apt-get download`) when it is not installed, and writes for each one, under
Sources/GestureKitBridge/Web/photos/NAME/:

    base.jpg          the whole photo at 640 × 400 px, shown until its tiles are decoded
    L-C-R.jpg         tile (column C, row R) of level L, 256 × 256 px (smaller at the edges)

The levels are those of examples/kiosk/gallery.yaml's `tiles: {size: 256, levels: 2, bias: 1}`
over 1280 × 800-pt pages (docs/scroll-zoom.md, "Tiled detail levels"): level 1 is the photo at
1280 × 800 px (scale 1: 256-pt tiles), level 0 at 2560 × 1600 px (scale 2: 128-pt tiles), the
photos' own size. Needs Pillow (pip install pillow); run scripts/embed-web-assets.py afterwards.
"""
import pathlib
import subprocess
import sys
import tempfile

from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources/GestureKitBridge/Web/photos"
NATURE = "usr/share/backgrounds/mate/nature"
# page order of the gallery: name in the page, file in mate-backgrounds
PHOTOS = [("garden", "Garden.jpg"), ("ladybird", "LadyBird.jpg"), ("yellow-flower", "YellowFlower.jpg")]
CONTENT = (1280, 800)  # a page's content in points (examples/kiosk/gallery.yaml)
TILE = 256  # tile side in pixels of its level (CATiledLayer's default, the scene's `size`)
LEVEL_SCALES = {1: 1, 0: 2}  # level → scale 2^(bias − level) with bias 1
BASE = (640, 400)  # the placeholder under the tiles: a quarter of level 1's pixels
QUALITY = 70  # JPEG quality: the three photos' tiles stay near 1 MB in all


def source_dir(work: pathlib.Path) -> pathlib.Path:
    installed = pathlib.Path("/") / NATURE
    if installed.is_dir():
        return installed
    subprocess.run(["apt-get", "download", "mate-backgrounds"], cwd=work, check=True)
    deb = next(work.glob("mate-backgrounds_*.deb"))
    subprocess.run(["dpkg-deb", "-x", str(deb), str(work / "root")], check=True)
    return work / "root" / NATURE


def save(image: Image.Image, path: pathlib.Path) -> None:
    image.save(path, "JPEG", quality=QUALITY, optimize=True)


def cut(photo: Image.Image, folder: pathlib.Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.jpg"):
        old.unlink()
    save(photo.resize(BASE, Image.LANCZOS), folder / "base.jpg")
    for level, scale in LEVEL_SCALES.items():
        width, height = CONTENT[0] * scale, CONTENT[1] * scale
        image = photo if photo.size == (width, height) else photo.resize((width, height), Image.LANCZOS)
        for row in range(-(-height // TILE)):
            for column in range(-(-width // TILE)):
                box = (column * TILE, row * TILE, min(width, (column + 1) * TILE), min(height, (row + 1) * TILE))
                save(image.crop(box), folder / f"{level}-{column}-{row}.jpg")


def main() -> int:
    with tempfile.TemporaryDirectory() as work:
        source = source_dir(pathlib.Path(work))
        for name, file in PHOTOS:
            photo = Image.open(source / file).convert("RGB")
            if photo.size[0] * CONTENT[1] != photo.size[1] * CONTENT[0]:
                sys.exit(f"{file}: {photo.size[0]}×{photo.size[1]} px, expected the aspect of {CONTENT}")
            cut(photo, OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
